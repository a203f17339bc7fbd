import { Type } from 'typebox';
import { Cents, Nullable } from '../../http/schema-kit.js';

const NavigationType = Type.Enum(['custom', 'category', 'tag']);
const SlugRef = Nullable(Type.Object({ unique_slug: Type.String() }));
const NavigationLink = Type.Object({
  label: Type.String(),
  type: NavigationType,
  link: Nullable(Type.String()),
  category: SlugRef,
  tag: SlugRef,
});

export const NavigationEntry = Type.Object({
  ...NavigationLink.properties,
  megamenu_columns: Type.Array(Type.Object({ heading: Nullable(Type.String()), boldface_first_link: Type.Boolean(), links: Type.Array(NavigationLink) })),
  image: Nullable(Type.Object({ url: Type.String(), title: Type.String() })),
  image_link: Nullable(Type.String()),
});

export const FooterGroup = Type.Object({
  label: Type.String(),
  links: Type.Array(Type.Object({ label: Type.String(), link: Type.String() })),
});

export const SocialLink = Type.Object({ name: Type.String(), link: Type.String(), logo: Type.Object({ url: Type.String() }) });

export const Faq = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  question: Type.String(),
  answer: Type.String(),
  category: Type.Object({ name: Type.String(), slug: Type.String() }),
});

export const HtmlSection = Type.Object({ slug: Type.String(), title: Type.String(), content: Type.String() });

export const Country = Type.Object({ code: Type.String(), shippable: Type.Boolean() });

export const Settings = Type.Object({
  store_notice: Nullable(Type.Object({ text: Type.String(), link: Nullable(Type.String()) })),
  newsletter_controller: Type.String(),
  support_email: Type.String(),
  /** Goods (after coupons, cents) from which delivery is free; null when the store sets no threshold (spec §9 alone). */
  free_delivery_from: Nullable(Cents),
});

export const Engagement = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  image: Nullable(Type.Object({ url: Type.String(), alt_text: Type.String(), blurhash: Nullable(Type.String()) })),
});

export const Store = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  country_code: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  phone: Type.String(),
  hours: Type.Array(Type.Object({ days: Type.String(), opens: Type.String(), closes: Type.String() })),
  time_zone: Type.String(),
});
