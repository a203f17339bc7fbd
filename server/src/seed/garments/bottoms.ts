/** Flat-lay drawings of jeans, trousers and shorts. */
import { Path, mirrored, roundedRect, symmetric } from '../geometry.js';
import { type Dot, type GarmentDraw, type Line, type Panel } from './drawing.js';

const pair = (path: Path, extra: Omit<Line, 'path'> = {}): Line[] => [
  { path, ...extra },
  { path: mirrored(path), ...extra },
];

export const jeans: GarmentDraw = (view) => {
  const body = symmetric(
    Path.at(400, 160).l(550, 160).c(562, 230, 574, 290, 574, 360).c(574, 520, 566, 720, 560, 906).l(428, 906).c(424, 700, 414, 520, 400, 424),
  );
  const loops = [280, 520].map((x) => roundedRect(x - 7, 152, 14, 52, 3));
  const panels: Panel[] = [];
  const lines: Line[] = [
    { path: Path.at(252, 198).l(548, 198), width: 2 },
    { path: Path.at(254, 168).l(546, 168), dashed: true },
    ...pair(Path.at(432, 888).l(559, 888), { dashed: true }),
    ...loops.flatMap((l) => [{ path: l, closed: true }]),
  ];
  const dots: Dot[] = [];
  if (view === 'front') {
    lines.push(
      { path: Path.at(422, 200).l(422, 340).q(422, 372, 400, 382), dashed: true },
      ...pair(Path.at(470, 200).c(478, 262, 520, 292, 567, 298)),
      ...pair(Path.at(476, 200).c(484, 256, 522, 284, 567, 290), { dashed: true }),
    );
    dots.push({ x: 400, y: 180, r: 9, tone: 'metal' }, { x: 566, y: 296, r: 4, tone: 'metal' }, { x: 234, y: 296, r: 4, tone: 'metal' });
  } else {
    const pocket = Path.at(438, 292).l(530, 284).l(536, 400).l(488, 420).l(444, 404).l(438, 292);
    lines.push(
      { path: Path.at(252, 246).l(400, 282).l(548, 246) },
      { path: Path.at(400, 200).l(400, 424) },
      ...pair(pocket, { closed: true }),
      ...pair(Path.at(446, 306).l(530, 298), { dashed: true }),
    );
    panels.push({ path: roundedRect(466, 166, 62, 28, 3), tone: 'leather' });
  }
  return {
    body: [body, ...loops],
    panels,
    lines,
    dots,
    texture: 'twill',
    stitchTone: 'thread',
    folds: [Path.at(520, 430).q(536, 520, 520, 600), Path.at(280, 430).q(264, 520, 280, 600), Path.at(500, 700).q(510, 780, 496, 860)],
  };
};

export const trousers: GarmentDraw = (view) => {
  const body = symmetric(
    Path.at(400, 168).l(540, 168).l(542, 214).c(556, 300, 574, 380, 578, 460).c(584, 620, 600, 780, 608, 906).l(418, 906).c(414, 720, 408, 560, 400, 440),
  );
  const lines: Line[] = [{ path: Path.at(258, 214).l(542, 214) }, ...pair(Path.at(494, 216).c(500, 500, 508, 700, 512, 904), { width: 2.5 })];
  const dots: Dot[] = [{ x: 400, y: 192, r: 8, tone: 'deep' }];
  if (view === 'front') {
    lines.push({ path: Path.at(418, 216).l(418, 360).q(418, 392, 400, 400), dashed: true }, ...pair(Path.at(522, 216).l(568, 330)));
  } else {
    lines.push(...pair(Path.at(440, 290).l(520, 290), { width: 3 }), ...pair(Path.at(480, 216).l(482, 270)), { path: Path.at(400, 214).l(400, 440) });
  }
  return {
    body: [body],
    lines,
    dots,
    folds: [Path.at(540, 480).q(556, 640, 560, 860), Path.at(260, 480).q(244, 640, 240, 860)],
  };
};

export const shorts: GarmentDraw = (view) => {
  const body = symmetric(Path.at(400, 220).l(546, 220).l(548, 262).c(564, 320, 580, 400, 594, 652).l(412, 664).c(410, 580, 406, 520, 400, 492));
  const cuff = Path.at(590, 602).l(594, 652).l(412, 664).l(410, 612).l(590, 602);
  const loops = [290, 510].map((x) => roundedRect(x - 7, 212, 14, 52, 3));
  const lines: Line[] = [{ path: Path.at(254, 262).l(546, 262) }, ...pair(cuff, { closed: true })];
  const dots: Dot[] = [{ x: 400, y: 241, r: 8, tone: 'deep' }];
  if (view === 'front') {
    lines.push({ path: Path.at(418, 264).l(418, 410).q(418, 440, 400, 450), dashed: true }, ...pair(Path.at(520, 264).l(568, 368)));
  } else {
    lines.push(...pair(Path.at(440, 330).l(520, 330), { width: 3 }), { path: Path.at(400, 262).l(400, 492) });
  }
  return {
    body: [body, ...loops],
    panels: [
      { path: cuff, tone: 'shade' },
      { path: mirrored(cuff), tone: 'shade' },
    ],
    lines,
    dots,
    folds: [Path.at(520, 470).q(530, 540, 520, 600), Path.at(280, 470).q(270, 540, 280, 600)],
  };
};
