/** Cloth and floor coverings: runners, cushions, throws, sheets, rugs and mats. */
import { box, boxShadow, centredBox } from '../box';
import { darken, lighten, mix } from '../color';
import { flower, leaf } from '../motifs';
import type { Look } from '../palette';
import { f, GROUND, MID, poly, softEllipse, type Art } from '../shapes';

const G = GROUND;

type Point = [number, number];

/**
 * A flat rectangle lying on the floor seen in perspective: maps (u, v) in [0, 1]² (v = 0 the far
 * edge) to the picture.
 */
function floorMap(cx: number, farY: number, nearY: number, farWidth: number, nearWidth: number) {
  return ([u, v]: Point): Point => {
    // Perspective: equal steps in depth shrink towards the far edge.
    const depth = v / (v + (1 - v) * (farWidth / nearWidth));
    const y = farY + (nearY - farY) * depth;
    const width = farWidth + (nearWidth - farWidth) * depth;
    return [cx + (u - 0.5) * width, y];
  };
}

function quad(map: (p: Point) => Point, u0: number, v0: number, u1: number, v1: number): string {
  return poly([map([u0, v0]), map([u1, v0]), map([u1, v1]), map([u0, v1])]);
}

export function tableRunner(art: Art, look: Look): string {
  const [rust, mustard, ivory] = [
    look.colors[0]!,
    look.colors[1] ?? '#d3a02c',
    look.colors[2] ?? '#eee4cf',
  ];
  const table = floorMap(MID, 430, 1000, 1200, 1900);
  const wood = '#8a5a36';
  const boards = Array.from({ length: 7 }, (_, i) => {
    const u = i / 7;
    return `<path d="${quad(table, u, 0, u + 1 / 7, 1)}" fill="${i % 2 ? wood : darken(wood, 0.06)}"/><path d="${poly([table([u, 0]), table([u, 1])], false)}" stroke="${darken(wood, 0.35)}" stroke-width="3"/>`;
  }).join('');
  // The runner lies across the table, left to right.
  const runner = floorMap(MID, 560, 840, 760, 900);
  const bands: string[] = [];
  const stripes = [
    [0, 0.08, rust],
    [0.08, 0.14, ivory],
    [0.14, 0.2, mustard],
    [0.2, 0.8, ivory],
    [0.8, 0.86, mustard],
    [0.86, 0.92, ivory],
    [0.92, 1, rust],
  ] as const;
  for (const [v0, v1, color] of stripes) {
    bands.push(`<path d="${quad(runner, 0, v0, 1, v1)}" fill="${color}"/>`);
  }
  // A woven motif row down the middle.
  for (let i = 0; i < 9; i++) {
    const u = 0.08 + i * 0.105;
    const [x, y] = runner([u, 0.5]);
    bands.push(
      `<path d="M${f(x)} ${f(y - 34)}L${f(x + 34)} ${f(y)}L${f(x)} ${f(y + 34)}L${f(x - 34)} ${f(y)}Z" fill="${i % 2 ? rust : mustard}" transform="translate(${f(x)} ${f(y)}) scale(1 0.6) translate(${f(-x)} ${f(-y)})"/>`,
    );
  }
  const tassels = [0, 1]
    .map((end) =>
      Array.from({ length: 12 }, (_, i) => {
        const [x, y] = runner([end, (i + 0.5) / 12]);
        const dx = end ? 40 : -40;
        return `<path d="M${f(x)} ${f(y)}l${dx} 4" stroke="${ivory}" stroke-width="5" stroke-linecap="round"/>`;
      }).join(''),
    )
    .join('');
  const outline = quad(runner, 0, 0, 1, 1);
  return (
    `<path d="${quad(table, 0, 0, 1, 1)}" fill="${wood}"/>` +
    boards +
    `<path d="${quad(table, 0, 0, 1, 0.03)}" fill="${lighten(wood, 0.2)}"/>` +
    `<path d="${outline}" fill="#1a0c04" opacity="0.3" filter="${art.c.blur(8)}" transform="translate(8 10)"/>` +
    bands.join('') +
    `<path d="${outline}" fill="${art.c.linear(0, 560, 0, 840, [
      [0, '#1a0c04', 0.12],
      [1, '#fff8e8', 0.08],
    ])}"/>` +
    tassels
  );
}

/** A plump cushion standing upright, its cover printed with `print`. */
function cushion(
  art: Art,
  cx: number,
  bottom: number,
  size: number,
  print: string,
  tilt = 0,
): string {
  const s = size / 2;
  const top = bottom - size;
  const cy = top + s;
  const path =
    `M${f(cx - s)} ${f(top + 10)}Q${f(cx)} ${f(top + s * 0.18)} ${f(cx + s)} ${f(top + 10)}` +
    `Q${f(cx + s * 0.86)} ${f(cy)} ${f(cx + s)} ${f(bottom - 10)}` +
    `Q${f(cx)} ${f(bottom - s * 0.14)} ${f(cx - s)} ${f(bottom - 10)}` +
    `Q${f(cx - s * 0.86)} ${f(cy)} ${f(cx - s)} ${f(top + 10)}Z`;
  const puff = art.c.radial(cx - s * 0.25, cy - s * 0.3, s * 1.4, [
    [0, '#fff8e8', 0.25],
    [0.5, '#fff8e8', 0],
    [1, '#1a0c04', 0.38],
  ]);
  return (
    `<g transform="rotate(${tilt} ${cx} ${bottom})">` +
    `${softEllipse(art, f(cx + 10), f(bottom), f(s * 1.05), f(s * 0.12), 0.3, '#2a1408')}` +
    `<path d="${path}" fill="${print}"/>` +
    `<path d="${path}" fill="${puff}"/>` +
    `<path d="${path}" fill="none" stroke="${'#1a0c04'}" stroke-opacity="0.15" stroke-width="4"/>` +
    `</g>`
  );
}

/** A block-printed cloth: a repeating motif, as a pattern fill. */
function blockPrint(art: Art, ground: string, ink: string, accent: string, motif: number): string {
  const t = 90;
  const content =
    motif === 0
      ? flower(t / 2, t / 2, 30, ink, accent, 8) +
        flower(0, 0, 14, accent, ink, 6) +
        flower(t, t, 14, accent, ink, 6) +
        flower(t, 0, 14, accent, ink, 6) +
        flower(0, t, 14, accent, ink, 6)
      : motif === 1
        ? `<path d="M${t / 2} 10C${t / 2 + 30} 30 ${t / 2 + 20} 70 ${t / 2} 80C${t / 2 - 30} 60 ${t / 2 - 10} 30 ${t / 2} 10Z" fill="${ink}"/><circle cx="${t / 2}" cy="56" r="8" fill="${accent}"/>` +
          leaf(4, 6, 26, 45, accent) +
          leaf(t - 4, t - 6, 26, 225, accent)
        : `<path d="M0 ${t / 2}L${t / 2} 0L${t} ${t / 2}L${t / 2} ${t}Z" fill="none" stroke="${ink}" stroke-width="6"/><circle cx="${t / 2}" cy="${t / 2}" r="12" fill="${accent}"/><circle cx="0" cy="0" r="8" fill="${ink}"/><circle cx="${t}" cy="${t}" r="8" fill="${ink}"/><circle cx="${t}" cy="0" r="8" fill="${ink}"/><circle cx="0" cy="${t}" r="8" fill="${ink}"/>`;
  return art.c.pattern(t, t, `<rect width="${t}" height="${t}" fill="${ground}"/>${content}`);
}

export function cushionCovers(art: Art, look: Look): string {
  const [indigo, red, ivory] = [
    look.colors[0]!,
    look.colors[1] ?? '#b5342a',
    look.colors[2] ?? '#eee4cf',
  ];
  const start = art.rnd.int(0, 2);
  return (
    cushion(art, 330, G - 20, 380, blockPrint(art, indigo, ivory, red, start % 3), -6) +
    cushion(art, 680, G - 30, 360, blockPrint(art, red, ivory, indigo, (start + 1) % 3), 5) +
    cushion(art, 510, G + 70, 330, blockPrint(art, ivory, indigo, red, (start + 2) % 3))
  );
}

/** Patchwork of sari cloth with rows of running stitch, as a pattern fill. */
function kanthaCloth(art: Art, colors: string[], stitch: string): string {
  const t = 150;
  const patches = [
    [0, 0, 60, 50],
    [60, 0, 90, 40],
    [0, 50, 90, 55],
    [90, 40, 60, 70],
    [0, 105, 50, 45],
    [50, 105, 100, 45],
  ]
    .map(
      ([x, y, w, h], i) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${mix(colors[i % colors.length]!, '#f3e6cc', 0.18)}"/>`,
    )
    .join('');
  const stitches = Array.from(
    { length: 19 },
    (_, i) =>
      `<path d="M0 ${i * 8 + 4}H${t}" stroke="${stitch}" stroke-width="2" stroke-dasharray="7 5" opacity="0.75"/>`,
  ).join('');
  return art.c.pattern(t, t, patches + stitches);
}

export function kanthaThrow(art: Art, look: Look): string {
  const colors =
    look.colors.length > 2 ? look.colors : ['#b5342a', '#e1a526', '#2e6f8e', '#5b8a3a'];
  const cloth = kanthaCloth(art, colors, '#fbf3e2');
  const folds = (layers: number) => (w: number, h: number) =>
    Array.from({ length: layers }, (_, i) => {
      const y = (h / layers) * (i + 1);
      return `<path d="M0 ${f(y)}Q${f(w / 2)} ${f(y + 4)} ${f(w)} ${f(y)}" stroke="#1a0c04" stroke-width="6" opacity="0.3" fill="none"/><path d="M0 ${f(y - 5)}Q${f(w / 2)} ${f(y - 1)} ${f(w)} ${f(y - 5)}" stroke="#fff8e8" stroke-width="3" opacity="0.25" fill="none"/>`;
    }).join('');
  const lower = centredBox(MID, G + 20, 540, 170, 320);
  const upper = centredBox(MID - 20, G + 20 - 170, 480, 110, 280);
  const paint = (layers: number) => ({
    front: { fill: cloth, detail: folds(layers) },
    side: { fill: cloth, detail: folds(layers) },
    top: { fill: cloth },
  });
  return boxShadow(art, lower) + box(art, lower, paint(4)).svg + box(art, upper, paint(3)).svg;
}

export function bedsheetSet(art: Art, look: Look): string {
  const indigo = look.colors[0]!;
  const white = look.colors[1] ?? '#f6f2ea';
  const dabu = art.c.pattern(
    70,
    70,
    `<rect width="70" height="70" fill="${indigo}"/>` +
      flower(35, 35, 22, mix(white, indigo, 0.1), indigo, 6) +
      `<circle cx="0" cy="0" r="6" fill="${white}"/><circle cx="70" cy="0" r="6" fill="${white}"/><circle cx="0" cy="70" r="6" fill="${white}"/><circle cx="70" cy="70" r="6" fill="${white}"/>`,
  );
  const plain = art.c.pattern(
    40,
    40,
    `<rect width="40" height="40" fill="${white}"/><path d="M0 20h40" stroke="${indigo}" stroke-width="3" opacity="0.7"/>`,
  );
  const layers = [
    { w: 540, h: 90, d: 320, fill: dabu },
    { w: 520, h: 80, d: 300, fill: plain },
    { w: 400, h: 70, d: 240, fill: dabu },
  ];
  let bottom = G + 20;
  const parts: string[] = [];
  const first = centredBox(MID, bottom, layers[0]!.w, layers[0]!.h, layers[0]!.d);
  parts.push(boxShadow(art, first));
  for (const layer of layers) {
    const spec = centredBox(MID - 10, bottom, layer.w, layer.h, layer.d);
    parts.push(
      box(art, spec, {
        front: {
          fill: layer.fill,
          detail: (w, h) =>
            `<path d="M0 ${f(h / 2)}Q${f(w / 2)} ${f(h / 2 + 5)} ${f(w)} ${f(h / 2)}" stroke="#1a0c04" stroke-width="5" opacity="0.25" fill="none"/>`,
        },
        side: { fill: layer.fill },
        top: { fill: layer.fill },
      }).svg,
    );
    bottom -= layer.h;
  }
  // A jute string tied round the stack.
  const tie = MID - 10;
  const total = layers.reduce((sum, l) => sum + l.h, 0);
  parts.push(
    `<path d="M${tie} ${G + 20}L${tie} ${G + 20 - total}L${tie + 70} ${G + 20 - total - 48}" stroke="#c29a63" stroke-width="8" fill="none"/>`,
    `<path d="M${tie} ${G + 20 - total}c-60 -40 -60 20 0 0c60 -40 60 20 0 0" stroke="#c29a63" stroke-width="8" fill="none"/>`,
  );
  return parts.join('');
}

export function braidedRug(art: Art, look: Look): string {
  const jute = look.main;
  const cx = MID;
  const cy = 640;
  const rx = 420;
  const ry = 210;
  const rings = Math.round(rx / 26);
  const parts: string[] = [
    `${softEllipse(art, cx + 14, cy + 26, rx, ry, 0.3, '#2a1408')}`,
    `<ellipse cx="${cx}" cy="${cy + 14}" rx="${rx}" ry="${ry}" fill="${darken(jute, 0.45)}"/>`,
  ];
  for (let i = 0; i < rings; i++) {
    const rr = rx - i * 26;
    const color = i % 5 === 2 ? darken(jute, 0.15) : i % 2 ? jute : lighten(jute, 0.1);
    parts.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${f(rr - 11)}" ry="${f((rr - 11) * (ry / rx))}" fill="none" stroke="${color}" stroke-width="22"/>` +
        `<ellipse cx="${cx}" cy="${cy}" rx="${f(rr - 11)}" ry="${f((rr - 11) * (ry / rx))}" fill="none" stroke="${darken(jute, 0.35)}" stroke-width="6" stroke-dasharray="5 ${f(9 + (i % 3))}" opacity="0.6"/>`,
    );
  }
  parts.push(
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${art.c.linear(
      cx - rx,
      cy - ry,
      cx + rx,
      cy + ry,
      [
        [0, '#fff8e8', 0.18],
        [0.5, '#fff8e8', 0],
        [1, '#1a0c04', 0.2],
      ],
    )}"/>`,
  );
  return parts.join('');
}

export function dhurrieMat(art: Art, look: Look): string {
  const colors = look.colors.length > 1 ? look.colors : [look.main, '#9a9894', '#f6f2ea'];
  const [main, second, third] = [colors[0]!, colors[1]!, colors[2] ?? '#f6f2ea'];
  const map = floorMap(MID, 440, 900, 600, 900);
  const parts: string[] = [];
  const outline = quad(map, 0, 0, 1, 1);
  parts.push(
    `<path d="${outline}" fill="#2a1408" opacity="0.3" filter="${art.c.blur(12)}" transform="translate(10 14)"/>`,
    `<path d="${outline}" fill="${third}"/>`,
  );
  const rows = 18;
  for (let i = 0; i < rows; i++) {
    const v0 = i / rows;
    const v1 = (i + 1) / rows;
    const color = i % 6 === 0 ? main : i % 6 === 3 ? second : i % 2 ? third : lighten(main, 0.45);
    parts.push(`<path d="${quad(map, 0, v0, 1, v1)}" fill="${color}"/>`);
  }
  // A band of diamonds across the middle.
  for (let i = 0; i < 7; i++) {
    const u = (i + 0.5) / 7;
    const corners: Point[] = [
      [u, 0.36],
      [u + 0.06, 0.5],
      [u, 0.64],
      [u - 0.06, 0.5],
    ];
    parts.push(`<path d="${poly(corners.map(map))}" fill="${i % 2 ? second : main}"/>`);
  }
  for (const v of [0, 1]) {
    for (let i = 0; i < 30; i++) {
      const [x, y] = map([(i + 0.5) / 30, v]);
      parts.push(
        `<path d="M${f(x)} ${f(y)}l0 ${v ? 24 : -14}" stroke="${third}" stroke-width="4" stroke-linecap="round"/>`,
      );
    }
  }
  parts.push(
    `<path d="${outline}" fill="${art.c.linear(0, 440, 0, 900, [
      [0, '#1a0c04', 0.12],
      [1, '#fff8e8', 0.1],
    ])}"/>`,
  );
  return parts.join('');
}
