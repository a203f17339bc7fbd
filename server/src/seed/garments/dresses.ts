/** Flat-lay drawings of a wrap dress and an A-line skirt. */
import { Path, mirrored, symmetric } from '../geometry.js';
import { type Dot, type GarmentDraw, type Line, type Panel } from './drawing.js';

export const dress: GarmentDraw = (view) => {
  const body = symmetric(
    Path.at(400, 200)
      .c(425, 200, 445, 196, 456, 190)
      .l(548, 216)
      .l(622, 292)
      .l(584, 334)
      .q(566, 320, 554, 328)
      .c(548, 380, 530, 420, 526, 452)
      .c(560, 600, 612, 780, 644, 906)
      .q(520, 928, 400, 928),
  );
  const sash = symmetric(Path.at(400, 436).l(528, 436).l(530, 466).l(400, 466));
  const panels: Panel[] = [{ path: sash, tone: 'shade' }];
  const lines: Line[] = [
    { path: Path.at(548, 216).c(536, 260, 538, 300, 554, 328) },
    { path: mirrored(Path.at(548, 216).c(536, 260, 538, 300, 554, 328)) },
    { path: Path.at(596, 316).l(570, 290), dashed: true },
    { path: mirrored(Path.at(596, 316).l(570, 290)), dashed: true },
    { path: symmetric(Path.at(641, 886).q(520, 906, 400, 906)), dashed: true },
  ];
  const dots: Dot[] = [];
  let straps: { path: Path; width: number; tone: 'shade' }[] = [];
  if (view === 'front') {
    panels.push({ path: symmetric(Path.at(400, 200).c(425, 200, 445, 196, 456, 190).l(400, 372)), tone: 'interior' });
    lines.push({ path: Path.at(344, 190).l(400, 372).l(526, 438) }, { path: Path.at(520, 468).c(500, 620, 480, 780, 470, 922) });
    straps = [
      { path: Path.at(512, 456).c(548, 520, 560, 600, 550, 676), width: 26, tone: 'shade' },
      { path: Path.at(506, 456).c(530, 530, 520, 610, 494, 664), width: 26, tone: 'shade' },
    ];
  } else {
    lines.push({ path: symmetric(Path.at(456, 190).c(446, 226, 430, 240, 400, 242)) }, { path: Path.at(400, 242).l(400, 436) });
    dots.push({ x: 400, y: 254, r: 5, tone: 'metal' });
  }
  return {
    body: [body],
    panels,
    lines,
    dots,
    straps,
    folds: [Path.at(460, 500).q(470, 700, 450, 880), Path.at(340, 500).q(320, 700, 300, 880), Path.at(560, 560).q(590, 720, 600, 870)],
  };
};

export const skirt: GarmentDraw = (view) => {
  const body = symmetric(Path.at(400, 232).l(522, 232).l(524, 280).c(540, 380, 592, 620, 632, 880).q(520, 902, 400, 902));
  const lines: Line[] = [{ path: Path.at(276, 280).l(524, 280) }, { path: symmetric(Path.at(629, 862).q(520, 882, 400, 882)), dashed: true }];
  for (const dx of [-170, -100, -34, 34, 100, 170]) {
    lines.push({ path: Path.at(400 + dx * 0.62, 282).c(400 + dx * 0.7, 500, 400 + dx * 0.9, 700, 400 + dx * 1.02, 892), width: 1.6 });
  }
  const dots: Dot[] = [];
  if (view === 'front') dots.push({ x: 500, y: 256, r: 8, tone: 'deep' });
  else lines.push({ path: Path.at(400, 234).l(400, 430), width: 2.5 });
  return {
    body: [body],
    panels: [],
    lines,
    dots,
    folds: [Path.at(470, 420).q(500, 640, 520, 860), Path.at(330, 420).q(300, 640, 280, 860)],
  };
};
