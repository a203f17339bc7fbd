/** Side-profile drawings of sneakers and Chelsea boots (the back view shows the other shoe). */
import { Path } from '../geometry.js';
import { type Dot, type GarmentDraw, type Line } from './drawing.js';

export const sneakers: GarmentDraw = () => {
  const body = Path.at(132, 640)
    .c(116, 600, 114, 480, 140, 402)
    .l(160, 396)
    .c(200, 424, 246, 432, 288, 412)
    .l(306, 362)
    .c(316, 346, 336, 346, 344, 362)
    .l(474, 442)
    .c(546, 470, 622, 496, 662, 528)
    .c(698, 552, 706, 600, 688, 636)
    .c(680, 652, 664, 658, 640, 658)
    .l(156, 658)
    .c(142, 658, 134, 650, 132, 640);
  const sole = Path.at(124, 590).c(300, 596, 560, 598, 698, 590).c(700, 616, 696, 630, 688, 636).c(680, 652, 664, 658, 640, 658).l(156, 658).c(142, 658, 134, 650, 132, 640).c(126, 620, 124, 604, 124, 590);
  const lines: Line[] = [
    { path: Path.at(126, 612).c(300, 618, 560, 620, 696, 612), tone: 'deep', width: 1.5 },
    { path: Path.at(600, 500).c(578, 530, 582, 570, 602, 592) },
    { path: Path.at(150, 404).c(206, 460, 234, 520, 244, 592) },
    { path: Path.at(136, 580).c(300, 584, 560, 586, 696, 580), dashed: true },
    { path: Path.at(300, 380).c(360, 470, 380, 520, 380, 592) },
  ];
  const dots: Dot[] = [];
  for (let i = 0; i < 6; i++) dots.push({ x: 330 + i * 26, y: 388 + i * 14.5, r: 4.5, tone: 'light' });
  const straps = [];
  for (let i = 0; i < 5; i++) {
    const x = 334 + i * 26;
    const y = 392 + i * 14.5;
    straps.push({ path: Path.at(x, y).q(x + 12, y - 14, x + 28, y + 2), width: 6, tone: 'light' as const });
  }
  return {
    body: [body],
    panels: [
      { path: sole, tone: 'sole' },
      { path: Path.at(140, 402).l(160, 396).c(170, 430, 172, 470, 166, 500).c(150, 490, 140, 460, 140, 402), tone: 'shade' },
    ],
    lines,
    dots,
    straps,
    folds: [Path.at(420, 470).q(470, 500, 520, 510)],
  };
};

export const boots: GarmentDraw = () => {
  const body = Path.at(212, 692)
    .c(204, 660, 204, 640, 206, 612)
    .c(200, 500, 202, 370, 214, 236)
    .l(420, 236)
    .c(416, 340, 420, 420, 440, 470)
    .c(520, 500, 620, 520, 664, 560)
    .c(692, 584, 696, 620, 680, 646)
    .c(690, 660, 676, 668, 656, 668)
    .l(318, 668)
    .l(314, 692)
    .l(212, 692);
  const tabs = [Path.at(214, 240).l(214, 200).q(230, 190, 246, 200).l(246, 240), Path.at(396, 240).l(396, 200).q(410, 190, 424, 200).l(422, 240)];
  const gusset = Path.at(292, 238).q(316, 360, 342, 452).q(370, 360, 388, 238).l(292, 238);
  return {
    body: [body, ...tabs],
    panels: [
      { path: gusset, tone: 'deep', rib: true },
      { path: Path.at(206, 640).l(684, 640).c(690, 660, 676, 668, 656, 668).l(318, 668).l(314, 692).l(212, 692).c(204, 660, 204, 650, 206, 640), tone: 'interior' },
      ...tabs.map((path) => ({ path, tone: 'shade' as const })),
    ],
    lines: [
      { path: Path.at(208, 628).l(676, 628), dashed: true },
      { path: Path.at(216, 248).l(418, 248), dashed: true },
      { path: Path.at(520, 500).c(560, 540, 560, 600, 540, 636) },
      { path: Path.at(208, 668).l(318, 668), tone: 'deep' },
    ],
    folds: [Path.at(430, 420).q(470, 470, 530, 490), Path.at(230, 300).q(226, 440, 240, 580)],
  };
};
