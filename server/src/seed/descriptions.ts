/** Product copy: short HTML descriptions assembled from phrase banks. */
import { type Material } from './garment-specs.js';
import { type Drawing, type Garment } from './garments/index.js';
import { type Rng } from './prng.js';

/** A line of copy, with the product names it would contradict (a "straight leg" on wide-leg jeans). */
type Detail = string | { text: string; unless: RegExp };

const DETAILS: Record<Garment, readonly Detail[]> = {
  dress: [
    'The wrap front ties at the waist for an adjustable fit, and the skirt falls softly to mid-calf.',
    'Short flutter sleeves and a V-neckline keep it light; a concealed zip sits at the back.',
    'A fluid skirt moves with you, from a morning coffee in Gemmayzeh to dinner by the sea.',
  ],
  't-shirt': [
    'A clean {neckline} with a narrow rib, dropped shoulders and a straight hem.',
    'Pre-washed so it keeps its shape and size, wash after wash.',
    { text: 'Cut a little longer in the body to wear loose or tucked in.', unless: /Boxy/ },
  ],
  shirt: [
    'Finished with a curved hem, mother-of-pearl-effect buttons and a single chest pocket.',
    'A soft collar and a relaxed yoke make it as easy open over a tee as buttoned to the top.',
    { text: 'Tailored through the shoulders with room in the body; the cuffs fasten with one button.', unless: /Slim/ },
  ],
  knit: [
    'Knitted on fine-gauge machines with ribbed cuffs, collar and hem that hold their shape.',
    'Light enough to layer under a coat, warm enough to wear on its own on cool evenings.',
    'Fully fashioned seams give it a clean line at the shoulders.',
  ],
  hoodie: [
    'A double-layered hood with flat drawcords, a kangaroo pocket and ribbed cuffs.',
    'Garment-dyed for a soft, lived-in colour that mellows with every wash.',
  ],
  jacket: [
    'Notched lapels, a two-button front and flap pockets; half-lined so it drapes rather than sits.',
    'Soft shoulders and a lightly structured front make it the blazer you reach for every day.',
  ],
  coat: [
    'Double-breasted with broad lapels, a removable belt and deep welt pockets.',
    'Cut to sit over knitwear without bulk, with a centre-back vent for an easy stride.',
  ],
  skirt: [
    'Knife pleats fall from a flat waistband to a swishy midi length.',
    'A concealed side zip and a single button keep the front clean.',
  ],
  jeans: [
    'Five pockets, a button fly and copper-tone rivets; the hem can be worn long or cuffed.',
    { text: 'A high rise that sits at the natural waist, with a straight leg from hip to hem.', unless: /Mid-Rise/ },
    'Finished with a leather-effect back patch and contrast topstitching.',
  ],
  trousers: [
    'Front pleats and pressed creases give a long, clean line; slanted side pockets and back welts.',
    'An elasticated back waist hides under a flat front for comfort that still looks tailored.',
  ],
  shorts: [
    'Turn-up hems, slanted pockets and belt loops; they sit just above the knee.',
    'A flat front and an easy leg make them the natural choice for the weekend.',
  ],
  sneakers: [
    'Set on a stitched natural-rubber cupsole with a cushioned, removable insole.',
    'A padded collar and a leather-lined interior make them comfortable from the first wear.',
  ],
  boots: [
    'Elastic side gussets and front and back pull tabs make them easy to slip on.',
    'Goodyear-welted onto a rubber sole, so they can be resoled for years of wear.',
  ],
  bag: [
    'Sturdy handles sit comfortably on the shoulder; inside, a zipped pocket keeps keys and phone in place.',
    { text: 'Roomy enough for a laptop and a weekend of essentials, with a reinforced base.', unless: /Mini/ },
  ],
  scarf: [
    'Generously sized to wrap twice, finished with a hand-knotted fringe.',
    'Soft against the skin and light enough to wear from October to April.',
  ],
  cap: [
    'Six panels with embroidered eyelets and an adjustable strap at the back.',
    'A pre-curved brim and a garment-washed finish for a broken-in look from day one.',
  ],
};

function materialQuality(material: Material): string {
  const c = material.composition.toLowerCase();
  if (c.includes('linen')) return 'breathes on the hottest days and softens with every wash';
  if (c.includes('cashmere')) return 'feels impossibly light yet keeps you warm';
  if (c.includes('silk') || c.includes('viscose') || c.includes('polyester')) return 'falls with a fluid, liquid drape';
  if (c.includes('leather') || c.includes('suede')) return 'develops a rich patina with wear';
  if (c.includes('wool') || c.includes('alpaca')) return 'keeps its shape from morning meetings to late dinners';
  if (material.traits?.includes('denim')) return 'wears in beautifully and fades to your own pattern';
  return 'feels soft from the very first wear';
}

const FITS = ['Relaxed fit', 'Regular fit', 'Slim fit', 'Oversized fit'] as const;
/** The fits a name allows: a "Slim-Fit Shirt" is not described as oversized. */
const NAMED_FITS: readonly (readonly [RegExp, readonly (typeof FITS)[number][]])[] = [
  [/Slim/, ['Slim fit']],
  [/Oversized/, ['Oversized fit']],
  [/Boxy/, ['Relaxed fit', 'Oversized fit']],
  [/Relaxed|Unstructured/, ['Relaxed fit']],
  [/Regular/, ['Regular fit']],
  [/Tailored|Structured/, ['Regular fit', 'Slim fit']],
];

function fitsFor(name: string): readonly string[] {
  return NAMED_FITS.find(([words]) => words.test(name))?.[1] ?? FITS;
}

/** The details that agree with the name and the drawing, in their order (never none: each garment has lines without exceptions). */
function detailsFor(garment: Garment, drawing: Drawing, name: string): string[] {
  const neckline = drawing.startsWith('v-neck-') ? 'V-neck' : 'crew neck';
  return DETAILS[garment]
    .filter((d) => typeof d === 'string' || !d.unless.test(name))
    .map((d) => (typeof d === 'string' ? d : d.text).replace('{neckline}', neckline));
}
const ORIGINS = ['Designed in Beirut, made in Portugal', 'Designed and made in Lebanon', 'Designed in Beirut, made in Italy', 'Designed in Beirut, made in Türkiye'] as const;

/**
 * The product's description: two short paragraphs and a list of facts, as simple HTML, in words
 * that agree with its name and its drawing. Each pick draws once whatever the choice, so the
 * products after a changed line stay as they were.
 */
export function describe(rng: Rng, product: { garment: Garment; drawing: Drawing; name: string; style: string }, material: Material): string {
  const { garment, name, style } = product;
  const detail = rng.pick(detailsFor(garment, product.drawing, name));
  const fitLine =
    garment === 'sneakers' || garment === 'boots'
      ? 'True to size: take your usual size'
      : garment === 'bag'
        ? `Dimensions: ${rng.int(34, 44)} × ${rng.int(36, 44)} × ${rng.int(10, 16)} cm`
        : garment === 'scarf'
          ? `Dimensions: ${rng.pick([180, 190, 200])} × ${rng.pick([30, 35, 60, 70])} cm`
          : garment === 'cap'
            ? 'One size, adjustable strap'
            : rng.pick(fitsFor(name));
  return [
    `<p>Our ${style.toLowerCase()}, cut from ${material.name.toLowerCase()} that ${materialQuality(material)}.</p>`,
    `<p>${detail}</p>`,
    `<ul><li>${fitLine}</li><li>${material.composition}</li><li>${rng.pick(ORIGINS)}</li></ul>`,
  ].join('');
}
