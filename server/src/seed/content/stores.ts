/** The five stores of the store locator, all in Lebanon. */
import { type StoreHours } from '../../db/types.js';

export interface StoreContent {
  name: string;
  address: string;
  city: string;
  lat: number;
  lng: number;
  phone: string;
  hours: StoreHours[];
  /** IANA time zone of the hours. */
  time_zone: string;
}

const MALL: StoreHours[] = [
  { days: 'Mon–Sat', opens: '10:00', closes: '22:00' },
  { days: 'Sun', opens: '11:00', closes: '22:00' },
];
const STREET: StoreHours[] = [
  { days: 'Mon–Fri', opens: '10:00', closes: '20:00' },
  { days: 'Sat', opens: '10:00', closes: '21:00' },
  { days: 'Sun', opens: '12:00', closes: '19:00' },
];

export const STORES: readonly StoreContent[] = [
  { name: 'Maison Beirut ABC Achrafieh', address: 'ABC Mall, Level 1, Alfred Naccache Street, Achrafieh', city: 'Beirut', lat: 33.8893, lng: 35.5196, phone: '+961 1 212 888', hours: MALL, time_zone: 'Asia/Beirut' },
  { name: 'Maison Beirut Souks', address: 'Beirut Souks, Weygand Street, Beirut Central District', city: 'Beirut', lat: 33.8998, lng: 35.5031, phone: '+961 1 991 120', hours: MALL, time_zone: 'Asia/Beirut' },
  { name: 'Maison Beirut Jounieh', address: 'Fouad Chehab Boulevard, Kaslik', city: 'Jounieh', lat: 33.9773, lng: 35.6166, phone: '+961 9 640 215', hours: STREET, time_zone: 'Asia/Beirut' },
  { name: 'Maison Beirut Byblos', address: 'Old Souk, near the Citadel', city: 'Byblos', lat: 34.1205, lng: 35.6472, phone: '+961 9 545 310', hours: STREET, time_zone: 'Asia/Beirut' },
  { name: 'Maison Beirut Tripoli', address: 'Azmi Street, Tell', city: 'Tripoli', lat: 34.4335, lng: 35.8359, phone: '+961 6 432 770', hours: STREET, time_zone: 'Asia/Beirut' },
];
