/** Folk art for the wall: Madhubani and Patachitra paintings, a brass sun face and Warli plates. */
import { darken, lighten, mix } from '../../color';
import { fish, flower, leaf, zigzag } from '../../motifs';
import type { Look } from '../../palette';
import { f, metalFill, MID, wallShadow, type Art } from '../../shapes';

/** A framed picture on the wall; `paint` draws inside (0, 0)–(w, h). */
function framed(
  art: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  paint: string,
): string {
  const border = 34;
  const outer = `M${f(x - border)} ${f(y - border)}h${f(w + border * 2)}v${f(h + border * 2)}h${f(-w - border * 2)}Z`;
  const frameFill = art.c.linear(x - border, y - border, x + w + border, y + h + border, [
    [0, lighten(frame, 0.25)],
    [0.5, frame],
    [1, darken(frame, 0.3)],
  ]);
  const clip = art.c.clip(`<rect width="${f(w)}" height="${f(h)}"/>`);
  return (
    wallShadow(art, outer, 16, 22) +
    `<path d="${outer}" fill="${frameFill}"/>` +
    `<rect x="${f(x - 6)}" y="${f(y - 6)}" width="${f(w + 12)}" height="${f(h + 12)}" fill="${darken(frame, 0.4)}"/>` +
    `<g transform="translate(${f(x)} ${f(y)})" clip-path="${clip}">${paint}</g>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${art.c.linear(
      x,
      y,
      x + w,
      y + h,
      [
        [0, '#fff8e8', 0.16],
        [0.5, '#fff8e8', 0],
        [1, '#1a0c04', 0.1],
      ],
    )}"/>`
  );
}

export function madhubaniPainting(art: Art, look: Look): string {
  const [red, yellow, ink] = [
    look.colors[0]!,
    look.colors[1] ?? '#e1b32f',
    look.colors[2] ?? '#25211f',
  ];
  const w = 460;
  const h = 560;
  const paper = '#efe1c2';
  const border = (inset: number, color: string) =>
    `<rect x="${inset}" y="${inset}" width="${w - inset * 2}" height="${h - inset * 2}" fill="none" stroke="${color}" stroke-width="6"/>`;
  const edge =
    border(14, ink) +
    border(44, ink) +
    [0, 1]
      .map(
        (side) =>
          zigzag(20, w - 20, side ? h - 29 : 29, 14, 22, red, 5) +
          `<g transform="translate(${side ? w - 29 : 29} 0) rotate(90)">${zigzag(20, h - 20, 0, 14, 22, red, 5)}</g>`,
      )
      .join('');
  const paint =
    `<rect width="${w}" height="${h}" fill="${paper}"/>` +
    edge +
    `<circle cx="${w / 2}" cy="${h / 2}" r="150" fill="none" stroke="${ink}" stroke-width="5"/>` +
    `<g transform="rotate(-35 ${w / 2} ${h / 2 - 40})">${fish(w / 2, h / 2 - 60, 230, red, ink)}</g>` +
    `<g transform="rotate(145 ${w / 2} ${h / 2 + 50})">${fish(w / 2, h / 2 + 70, 230, yellow, ink)}</g>` +
    [
      [90, 100],
      [w - 90, 100],
      [90, h - 100],
      [w - 90, h - 100],
    ]
      .map(
        ([x, y]) =>
          flower(x!, y!, 34, red, yellow, 8) + `<circle cx="${x}" cy="${y}" r="6" fill="${ink}"/>`,
      )
      .join('');
  return framed(art, MID - w / 2, 230, w, h, '#5a3a22', paint);
}

export function patachitraScroll(art: Art, look: Look): string {
  const [red, ochre, indigo] = [
    look.colors[0]!,
    look.colors[1] ?? '#c68f2e',
    look.colors[2] ?? '#2e3f72',
  ];
  const x = MID - 200;
  const w = 400;
  const top = 190;
  const h = 620;
  const panel = (py: number, ph: number, i: number) => {
    const bg = [red, indigo, ochre][i % 3]!;
    const figure = mix(bg, '#f6e7c8', 0.75);
    return (
      `<rect x="34" y="${py}" width="${w - 68}" height="${ph}" fill="${bg}"/>` +
      `<rect x="44" y="${py + 10}" width="${w - 88}" height="${ph - 20}" fill="none" stroke="#f6e7c8" stroke-width="3"/>` +
      // A stylised figure: a crowned head, a body and raised arms, among leaves.
      `<circle cx="${w / 2}" cy="${py + ph * 0.32}" r="${ph * 0.12}" fill="${figure}"/>` +
      `<path d="M${w / 2 - ph * 0.1} ${py + ph * 0.2}l${ph * 0.05} ${-ph * 0.1}l${ph * 0.05} ${ph * 0.05}l${ph * 0.05} ${-ph * 0.05}l${ph * 0.05} ${ph * 0.1}Z" fill="${ochre === bg ? red : ochre}"/>` +
      `<path d="M${w / 2 - ph * 0.2} ${py + ph * 0.9}L${w / 2} ${py + ph * 0.44}L${w / 2 + ph * 0.2} ${py + ph * 0.9}Z" fill="${figure}"/>` +
      `<path d="M${w / 2 - ph * 0.3} ${py + ph * 0.35}L${w / 2} ${py + ph * 0.55}L${w / 2 + ph * 0.3} ${py + ph * 0.35}" fill="none" stroke="${figure}" stroke-width="${ph * 0.05}" stroke-linecap="round"/>` +
      leaf(70, py + ph * 0.8, ph * 0.4, -70, '#5b7f3e') +
      leaf(w - 70, py + ph * 0.8, ph * 0.4, -110, '#5b7f3e')
    );
  };
  const cloth =
    `<rect width="${w}" height="${h}" fill="#f1e0bd"/>` +
    zigzag(10, w - 10, 18, 12, 20, red, 4) +
    zigzag(10, w - 10, h - 18, 12, 20, red, 4) +
    panel(40, 170, 0) +
    panel(225, 170, 1) +
    panel(410, 170, 2);
  const rod = (y: number) =>
    `<rect x="${x - 40}" y="${y - 14}" width="${w + 80}" height="28" rx="14" fill="${art.c.linear(
      0,
      y - 14,
      0,
      y + 14,
      [
        [0, '#b0804e'],
        [1, '#5a3a22'],
      ],
    )}"/><circle cx="${x - 40}" cy="${y}" r="18" fill="#7a5030"/><circle cx="${x + w + 40}" cy="${y}" r="18" fill="#7a5030"/>`;
  const clip = art.c.clip(`<rect width="${w}" height="${h}"/>`);
  return (
    `<path d="M${x + 20} ${top}L${MID} ${top - 120}L${x + w - 20} ${top}" fill="none" stroke="#c9b48e" stroke-width="5"/><circle cx="${MID}" cy="${top - 122}" r="8" fill="#6b5a48"/>` +
    wallShadow(art, `M${x} ${top}h${w}v${h}h${-w}Z`, 16, 20) +
    `<g transform="translate(${x} ${top})" clip-path="${clip}">${cloth}</g>` +
    `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${art.c.linear(x, 0, x + w, 0, [
      [0, '#1a0c04', 0.12],
      [0.3, '#fff8e8', 0.08],
      [1, '#1a0c04', 0.15],
    ])}"/>` +
    rod(top) +
    rod(top + h)
  );
}

export function brassSuryaWall(art: Art, look: Look): string {
  const brass = look.main;
  const cx = MID;
  const cy = 480;
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * 360;
    const long = i % 2 === 0;
    const r1 = 190;
    const r2 = long ? 330 : 280;
    const w = long ? 30 : 22;
    return `<path d="M${f(-w)} ${-r1}Q0 ${f(-(r1 + r2) / 2)} 0 ${-r2}Q0 ${f(-(r1 + r2) / 2)} ${f(w)} ${-r1}Z" transform="translate(${cx} ${cy}) rotate(${a})"/>`;
  }).join('');
  const fill = metalFill(art, cx, 330, brass);
  const face = art.c.radial(cx - 60, cy - 60, 220, [
    [0, lighten(brass, 0.55)],
    [0.5, brass],
    [1, darken(brass, 0.35)],
  ]);
  const ink = darken(brass, 0.55);
  const features =
    // Brows, eyes, nose and smile of the sun face.
    `<path d="M${cx - 95} ${cy - 45}q40 -30 80 0M${cx + 15} ${cy - 45}q40 -30 80 0" fill="none" stroke="${ink}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M${cx - 90} ${cy - 15}q35 22 70 0q-35 -14 -70 0ZM${cx + 20} ${cy - 15}q35 22 70 0q-35 -14 -70 0Z" fill="${ink}"/>` +
    `<path d="M${cx} ${cy - 30}q-14 50 -4 60q10 6 18 0" fill="none" stroke="${ink}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${cx - 55} ${cy + 65}q55 40 110 0" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="${cx}" cy="${cy - 95}" r="14" fill="#b5342a"/>`;
  return (
    `<g filter="${art.c.blur(10)}" opacity="0.25" transform="translate(16 22)"><g fill="#3b1f0e">${rays}<circle cx="${cx}" cy="${cy}" r="200"/></g></g>` +
    `<g fill="${fill}">${rays}</g>` +
    `<circle cx="${cx}" cy="${cy}" r="200" fill="${darken(brass, 0.25)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="186" fill="${face}"/>` +
    Array.from({ length: 36 }, (_, i) => {
      const a = (i / 36) * Math.PI * 2;
      return `<circle cx="${f(cx + Math.cos(a) * 193)}" cy="${f(cy + Math.sin(a) * 193)}" r="5" fill="${lighten(brass, 0.4)}"/>`;
    }).join('') +
    features
  );
}

export function warliPlates(art: Art, look: Look): string {
  const clay = look.main;
  const white = look.colors[1] ?? '#f6f2ea';
  const plate = (cx: number, cy: number, r: number, scene: number) => {
    const fill = art.c.radial(cx - r * 0.3, cy - r * 0.3, r * 1.3, [
      [0, lighten(clay, 0.15)],
      [0.7, clay],
      [1, darken(clay, 0.3)],
    ]);
    const figures: string[] = [];
    const person = (x: number, y: number, s: number, angle: number) =>
      `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${f(s)})" fill="${white}" stroke="${white}">` +
      `<circle cx="0" cy="-22" r="6" stroke="none"/>` +
      `<path d="M-9 -14L9 -14L0 -2ZM0 -2L-9 10L9 10Z" stroke="none"/>` +
      `<path d="M-9 -12L-16 -2M9 -12L16 -2M-5 10L-9 22M5 10L9 22" stroke-width="2.5" fill="none"/>` +
      `</g>`;
    if (scene === 0) {
      // The tarpa dance: a spiral ring of dancers.
      for (let i = 0; i < 16; i++) {
        const a = (i / 16) * Math.PI * 2;
        figures.push(
          person(
            cx + Math.cos(a) * r * 0.62,
            cy + Math.sin(a) * r * 0.62,
            1.1,
            (a * 180) / Math.PI + 90,
          ),
        );
      }
      for (let i = 0; i < 9; i++) {
        const a = (i / 9) * Math.PI * 2;
        figures.push(
          person(
            cx + Math.cos(a) * r * 0.32,
            cy + Math.sin(a) * r * 0.32,
            0.8,
            (a * 180) / Math.PI + 90,
          ),
        );
      }
    } else {
      // A village: a hut, a tree and people at work.
      figures.push(
        `<path d="M${cx - 60} ${cy + 10}L${cx - 20} ${cy - 35}L${cx + 20} ${cy + 10}Z" fill="${white}"/><rect x="${cx - 50}" y="${cy + 10}" width="60" height="38" fill="none" stroke="${white}" stroke-width="3"/>`,
        `<path d="M${cx + 55} ${cy + 50}L${cx + 55} ${cy - 20}" stroke="${white}" stroke-width="4"/>`,
        ...[0, 1, 2, 3, 4].map((i) => leaf(cx + 55, cy - 20 - i * 8, 30, -160 + i * 35, white)),
        person(cx - 70, cy + 75, 1, 0),
        person(cx + 10, cy + 80, 1, 0),
        person(cx + 90, cy + 70, 1, 10),
      );
    }
    return (
      `<circle cx="${f(cx + 12)}" cy="${f(cy + 16)}" r="${f(r)}" fill="#3b1f0e" opacity="0.25" filter="${art.c.blur(9)}"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/>` +
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.9)}" fill="none" stroke="${white}" stroke-width="3" stroke-dasharray="4 6"/>` +
      figures.join('')
    );
  };
  return (
    plate(MID - 160, 330, 150, 0) + plate(MID + 170, 420, 130, 1) + plate(MID - 60, 640, 120, 1)
  );
}
