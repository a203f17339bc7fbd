/** Flat-lay drawings of tops: t-shirt and knit (crew or V neck), shirt and hoodie. */
import { Path, mirrored, symmetric } from '../geometry.js';
import { type Dot, type GarmentDraw, type Line, type Panel } from './drawing.js';

const both = (path: Path, extra: Omit<Line, 'path'> = {}): Line[] => [
  { path, ...extra },
  { path: mirrored(path), ...extra },
];

/** The front opening of a neckline: a round crew neck or a V. */
export type Neckline = 'crew' | 'v';

const tee = (neck: Neckline): GarmentDraw => (view) => {
  const body = symmetric(
    Path.at(400, 212)
      .c(428, 212, 452, 206, 466, 196)
      .l(588, 232)
      .l(702, 340)
      .l(642, 400)
      .q(610, 378, 586, 384)
      .c(580, 480, 588, 660, 592, 792)
      .q(500, 804, 400, 802),
  );
  const panels: Panel[] = [];
  const lines: Line[] = [
    ...both(Path.at(588, 232).c(574, 280, 572, 340, 586, 384)),
    ...both(Path.at(689, 326).l(629, 386), { dashed: true }),
    { path: symmetric(Path.at(591, 772).q(500, 784, 400, 782)), dashed: true },
  ];
  if (view === 'front' && neck === 'crew') {
    panels.push({
      path: symmetric(Path.at(400, 212).c(428, 212, 452, 206, 466, 196).c(458, 230, 432, 254, 400, 254)),
      tone: 'interior',
    });
    lines.push({ path: symmetric(Path.at(479, 200).c(466, 246, 436, 272, 400, 272)) });
  } else if (view === 'front') {
    panels.push({ path: symmetric(Path.at(400, 212).c(428, 212, 452, 206, 466, 196).l(400, 318)), tone: 'interior' });
    lines.push({ path: symmetric(Path.at(479, 200).l(400, 338)) });
  } else {
    lines.push({ path: symmetric(Path.at(478, 200).c(462, 222, 430, 230, 400, 230)) });
  }
  return {
    body: [body],
    panels,
    lines,
    folds: [Path.at(470, 430).q(486, 580, 462, 720), Path.at(330, 470).q(318, 610, 346, 740), Path.at(640, 300).q(600, 330, 590, 360)],
  };
};

export const tshirt = tee('crew');
export const vNeckTshirt = tee('v');

export const shirt: GarmentDraw = (view) => {
  const body = symmetric(
    Path.at(400, 196)
      .c(425, 196, 445, 192, 458, 186)
      .l(586, 228)
      .c(632, 300, 668, 520, 688, 702)
      .l(632, 720)
      .c(615, 560, 600, 470, 578, 402)
      .c(574, 520, 580, 680, 584, 790)
      .c(586, 836, 520, 868, 400, 866),
  );
  const lines: Line[] = [
    ...both(Path.at(586, 228).c(566, 290, 566, 350, 578, 402)),
    ...both(Path.at(626, 664).l(682, 648)),
    { path: symmetric(Path.at(583, 772).c(584, 816, 520, 846, 400, 844)), dashed: true },
  ];
  const dots: Dot[] = [
    { x: 660, y: 690, r: 5, tone: 'light' },
    { x: 140, y: 690, r: 5, tone: 'light' },
  ];
  const panels: Panel[] = [];
  const collar =
    view === 'front'
      ? symmetric(Path.at(400, 166).c(432, 166, 458, 170, 474, 182).c(476, 212, 470, 250, 452, 290).l(404, 246))
      : symmetric(Path.at(400, 166).c(432, 166, 458, 170, 474, 182).l(478, 212).c(452, 220, 430, 222, 400, 222));
  if (view === 'front') {
    panels.push({ path: collar, tone: 'base' });
    lines.push(
      { path: collar, closed: true },
      { path: Path.at(384, 250).l(384, 864) },
      { path: Path.at(416, 250).l(416, 864) },
      { path: Path.at(450, 330).l(530, 330).l(530, 408).l(490, 424).l(450, 408), closed: true },
      { path: Path.at(450, 346).l(530, 346), dashed: true },
    );
    for (let y = 272; y < 860; y += 80) dots.push({ x: 400, y, r: 6, tone: 'light' });
  } else {
    panels.push({ path: collar, tone: 'shade' });
    lines.push(
      { path: symmetric(Path.at(580, 270).q(500, 286, 400, 288)) },
      { path: Path.at(388, 288).l(388, 340) },
      { path: Path.at(412, 288).l(412, 340) },
    );
  }
  return {
    body: [body, collar],
    panels,
    lines,
    dots,
    folds: [Path.at(640, 420).q(650, 560, 664, 660), Path.at(160, 420).q(150, 560, 136, 660), Path.at(480, 480).q(500, 640, 470, 800)],
  };
};

function knitBody(): Path {
  return symmetric(
    Path.at(400, 206)
      .c(430, 206, 454, 200, 468, 190)
      .l(598, 232)
      .c(650, 330, 690, 540, 700, 700)
      .l(706, 764)
      .l(646, 774)
      .l(640, 712)
      .c(625, 570, 610, 470, 590, 412)
      .c(588, 520, 596, 680, 598, 762)
      .l(598, 824)
      .q(500, 830, 400, 830),
  );
}

function knitRibs(): Panel[] {
  const cuff = Path.at(700, 700).l(706, 764).l(646, 774).l(640, 712).q(670, 704, 700, 700);
  return [
    { path: symmetric(Path.at(400, 766).q(500, 766, 598, 762).l(598, 824).q(500, 830, 400, 830)), tone: 'shade', rib: true },
    { path: cuff, tone: 'shade', rib: true },
    { path: mirrored(cuff), tone: 'shade', rib: true },
  ];
}

const jumper = (neck: Neckline): GarmentDraw => (view) => {
  const panels = knitRibs();
  if (view === 'front' && neck === 'v') {
    panels.push(
      { path: symmetric(Path.at(400, 206).c(430, 206, 454, 200, 468, 190).l(400, 330)), tone: 'interior' },
      { path: symmetric(Path.at(400, 330).l(468, 190).l(492, 198).l(400, 362)), tone: 'shade', rib: true },
    );
  } else if (view === 'front') {
    panels.push(
      { path: symmetric(Path.at(400, 206).c(430, 206, 454, 200, 468, 190).c(460, 226, 434, 250, 400, 250)), tone: 'interior' },
      { path: symmetric(Path.at(400, 250).c(434, 250, 460, 226, 468, 190).l(492, 198).c(482, 242, 446, 276, 400, 276)), tone: 'shade', rib: true },
    );
  } else {
    panels.push({ path: symmetric(Path.at(400, 206).c(430, 206, 454, 200, 468, 190).l(492, 198).c(470, 222, 440, 230, 400, 230)), tone: 'shade', rib: true });
  }
  return {
    body: [knitBody()],
    panels,
    lines: both(Path.at(598, 232).c(580, 300, 578, 360, 590, 412)),
    texture: 'knit',
    folds: [Path.at(650, 420).q(664, 560, 672, 680), Path.at(150, 420).q(136, 560, 128, 680), Path.at(470, 460).q(486, 600, 460, 740)],
  };
};

export const knit = jumper('crew');
export const vNeckKnit = jumper('v');

export const hoodie: GarmentDraw = (view) => {
  const hood = symmetric(Path.at(400, 104).c(470, 104, 524, 146, 528, 214).c(530, 240, 512, 254, 488, 260).l(400, 262));
  const panels = knitRibs();
  const lines: Line[] = both(Path.at(598, 232).c(580, 300, 578, 360, 590, 412));
  const dots: Dot[] = [];
  if (view === 'front') {
    panels.push({ path: symmetric(Path.at(400, 150).c(452, 150, 482, 182, 484, 228).c(474, 262, 442, 284, 400, 292)), tone: 'interior' });
    lines.push(
      { path: symmetric(Path.at(400, 560).l(506, 560).l(552, 668).l(552, 766).l(400, 766)), closed: true },
      { path: Path.at(512, 572).l(540, 666), dashed: true },
      { path: mirrored(Path.at(512, 572).l(540, 666)), dashed: true },
    );
    dots.push({ x: 380, y: 424, r: 6, tone: 'metal' }, { x: 422, y: 410, r: 6, tone: 'metal' });
  } else {
    lines.push({ path: Path.at(400, 108).l(400, 262) });
  }
  return {
    body: [hood, knitBody()],
    panels,
    lines,
    dots,
    straps:
      view === 'front'
        ? [
            { path: Path.at(386, 290).c(384, 330, 376, 380, 380, 420), width: 7, tone: 'light' },
            { path: Path.at(414, 290).c(418, 330, 424, 370, 422, 406), width: 7, tone: 'light' },
          ]
        : [],
    texture: 'none',
    folds: [Path.at(650, 420).q(664, 560, 672, 680), Path.at(150, 420).q(136, 560, 128, 680), Path.at(460, 330).q(476, 440, 458, 540)],
  };
};
