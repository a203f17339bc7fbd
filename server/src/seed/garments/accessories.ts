/** Drawings of accessories: tote bag, scarf and cap. */
import { Path, symmetric } from '../geometry.js';
import { type GarmentDraw, type Line, type Panel } from './drawing.js';

export const bag: GarmentDraw = (view) => {
  const body = symmetric(Path.at(400, 400).l(598, 400).l(628, 820).q(632, 862, 590, 864).l(400, 864));
  const lines: Line[] = [
    { path: Path.at(205, 440).l(595, 440), dashed: true },
    { path: Path.at(212, 824).q(216, 850, 240, 852).l(560, 852).q(584, 850, 588, 824), dashed: true },
  ];
  const panels: Panel[] = [];
  if (view === 'front') {
    panels.push({ path: symmetric(Path.at(400, 500).l(470, 500).l(470, 580).l(400, 580)), tone: 'shade' });
    lines.push({ path: symmetric(Path.at(400, 500).l(470, 500).l(470, 580).l(400, 580)), closed: true, dashed: true });
  } else {
    lines.push({ path: Path.at(300, 520).l(500, 520), width: 3 });
  }
  return {
    body: [body],
    panels,
    lines,
    straps: [
      { path: Path.at(310, 404).c(306, 200, 494, 200, 490, 404), width: 24, tone: 'deep', behind: true },
    ],
    folds: [Path.at(300, 500).q(290, 660, 310, 820), Path.at(520, 520).q(540, 680, 520, 820)],
  };
};

export const scarf: GarmentDraw = () => {
  const back = Path.at(382, 120).l(566, 132).l(552, 836).l(368, 826).l(382, 120);
  const front = Path.at(246, 168).l(432, 156).l(456, 872).l(268, 884).l(246, 168);
  const lines: Line[] = [];
  for (const [x0, y0, x1, y1] of [
    [370, 780, 554, 790],
    [372, 800, 554, 810],
    [266, 826, 455, 814],
    [267, 846, 455, 834],
  ] as const) {
    lines.push({ path: Path.at(x0, y0).l(x1, y1), width: 5, tone: 'light' });
  }
  const fringe: Line[] = [];
  for (let i = 0; i <= 18; i++) {
    const t = i / 18;
    const x = 268 + t * 188;
    const y = 884 - t * 12;
    fringe.push({ path: Path.at(x, y).q(x + 2, y + 22, x - 2, y + 44), width: 3.5, tone: 'base' });
  }
  return {
    body: [back, front],
    panels: [{ path: back, tone: 'shade' }, { path: front, tone: 'base' }],
    lines: [...lines, ...fringe],
    texture: 'knit',
    folds: [Path.at(330, 220).q(350, 520, 340, 800), Path.at(500, 200).q(480, 480, 500, 760)],
  };
};

/** A side profile, brim to the right; the back view (mirrored) shows the strap opening. */
export const cap: GarmentDraw = (view) => {
  const crown = Path.at(168, 612).c(156, 430, 268, 318, 404, 316).c(530, 314, 610, 420, 612, 600).q(390, 632, 168, 612);
  const brim = Path.at(532, 598).c(620, 574, 730, 586, 776, 630).c(746, 662, 640, 668, 540, 640).q(526, 618, 532, 598);
  const lines: Line[] = [
    { path: Path.at(404, 318).c(330, 380, 300, 500, 298, 618) },
    { path: Path.at(404, 318).c(470, 380, 500, 500, 504, 614) },
    { path: Path.at(178, 596).q(390, 614, 604, 586), dashed: true },
    { path: Path.at(552, 616).c(630, 598, 710, 608, 752, 632), dashed: true },
  ];
  const panels: Panel[] = [{ path: brim, tone: 'shade' }];
  if (view === 'back') {
    const opening = Path.at(176, 612).q(186, 520, 250, 514).q(262, 560, 262, 620).q(220, 620, 176, 612);
    panels.push({ path: opening, tone: 'interior' });
    lines.push({ path: Path.at(188, 560).l(262, 566), width: 9, tone: 'deep' });
  }
  return {
    body: [crown, brim],
    panels,
    lines,
    dots: [{ x: 404, y: 318, r: 12, tone: 'base' }, { x: 330, y: 420, r: 4, tone: 'shade' }],
    folds: [Path.at(300, 420).q(280, 500, 290, 580)],
  };
};
