export { Drawer, type DrawerProps, type DrawerWidth } from './Drawer';
