/** Flat-lay drawings of tailored outerwear: jacket and coat. */
import { Path, mirrored, roundedRect, symmetric } from '../geometry.js';
import { type Dot, type GarmentDraw, type GarmentDrawing, type Line, type Panel, type View } from './drawing.js';

interface Cut {
  hem: number;
  /** Half-width at the hem. */
  flare: number;
  /** Where the lapels meet (the first button). */
  lapelDepth: number;
  double: boolean;
  belt: boolean;
}

function tailored(cut: Cut, view: View): GarmentDrawing {
  const { hem, flare, lapelDepth } = cut;
  const body = symmetric(
    Path.at(400, 196)
      .c(430, 196, 452, 190, 466, 182)
      .l(604, 226)
      .c(644, 300, 676, 520, 690, 744)
      .l(630, 762)
      .c(614, 590, 600, 480, 584, 414)
      .c(582, 540, 400 + flare - 6, hem - 120, 400 + flare, hem)
      .q(500, hem + 6, 400, hem + 6),
  );
  const collarBack = symmetric(Path.at(400, 170).c(440, 170, 462, 172, 474, 180).l(480, 214).c(452, 222, 430, 224, 400, 224));
  const panels: Panel[] = [];
  const lines: Line[] = [
    { path: Path.at(604, 226).c(584, 300, 580, 360, 584, 414) },
    { path: mirrored(Path.at(604, 226).c(584, 300, 580, 360, 584, 414)) },
    { path: Path.at(636, 700).l(686, 688), dashed: true },
    { path: mirrored(Path.at(636, 700).l(686, 688)), dashed: true },
  ];
  const dots: Dot[] = [];
  for (const x of [650, 662, 674]) {
    dots.push({ x, y: 732 - (x - 650) * 0.25, r: 4.5, tone: 'deep' }, { x: 800 - x, y: 732 - (x - 650) * 0.25, r: 4.5, tone: 'deep' });
  }
  if (view === 'front') {
    const lapelX = cut.double ? 452 : 404;
    panels.push({ path: symmetric(Path.at(400, 196).l(442, 194).l(400, lapelDepth - 4)), tone: 'interior' });
    const lapel = Path.at(442, 194).l(472, 182).l(500, 264).l(484, 276).l(536, 300).l(lapelX, lapelDepth).l(442, 194);
    panels.push({ path: lapel, tone: 'shade' }, { path: mirrored(lapel), tone: 'shade' });
    lines.push({ path: lapel, closed: true }, { path: mirrored(lapel), closed: true });
    if (cut.double) {
      lines.push({ path: Path.at(lapelX, lapelDepth).l(452, hem + 4) });
      for (let i = 0; i < 3; i++) {
        const y = lapelDepth + 30 + i * 80;
        dots.push({ x: 352, y, r: 10, tone: 'deep' }, { x: 448, y, r: 10, tone: 'deep' });
      }
    } else {
      lines.push({ path: Path.at(lapelX, lapelDepth).l(404, hem + 4) });
      dots.push({ x: 400, y: lapelDepth + 40, r: 10, tone: 'deep' }, { x: 400, y: lapelDepth + 120, r: 10, tone: 'deep' });
    }
    const pocketY = Math.min(hem - 150, 640);
    const flap = roundedRect(468, pocketY, 96, 34, 4);
    panels.push({ path: flap, tone: 'shade' }, { path: mirrored(flap), tone: 'shade' });
    lines.push({ path: Path.at(462, 366).l(534, 356), width: 3 });
  } else {
    panels.push({ path: collarBack, tone: 'shade' });
    lines.push({ path: Path.at(400, 224).l(400, hem - 150) }, { path: Path.at(412, hem - 150).l(412, hem + 4) });
  }
  if (cut.belt) {
    const y = 520;
    const belt = symmetric(Path.at(400, y).l(588, y - 2).l(589, y + 36).l(400, y + 38));
    panels.push({ path: belt, tone: 'shade' });
    lines.push({ path: Path.at(214, y + 8).l(586, y + 6), dashed: true }, { path: Path.at(214, y + 30).l(586, y + 28), dashed: true });
    dots.push({ x: 400, y: y + 19, r: 12, tone: 'deep' });
  }
  return {
    body: view === 'back' ? [body, collarBack] : [body],
    panels,
    lines,
    dots,
    folds: [Path.at(652, 440).q(664, 580, 670, 700), Path.at(148, 440).q(136, 580, 130, 700), Path.at(500, 470).q(520, 640, 500, hem - 60)],
  };
}

export const jacket: GarmentDraw = (view) => tailored({ hem: 800, flare: 192, lapelDepth: 520, double: false, belt: false }, view);

export const coat: GarmentDraw = (view) => tailored({ hem: 910, flare: 218, lapelDepth: 470, double: true, belt: true }, view);
