import { type JsonLd, serializeJsonLd } from '@/domain';

/** Structured data as a `<script type="application/ld+json">`, escaped so no value can close the script. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  // The serialiser escapes <, > and &: the markup is JSON that cannot leave its script element.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
