/**
 * One SVG document being drawn: collects the gradients, patterns, filters and clip paths its
 * parts need, each under an id unique in the document.
 */
type Stop = [offset: number, color: string, opacity?: number];

const n = (value: number) => Math.round(value * 100) / 100;

function stops(list: Stop[]): string {
  return list
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
}

export class Canvas {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private count = 0;

  private add(prefix: string, key: string, make: (id: string) => string): string {
    const known = this.cache.get(key);
    if (known) return known;
    const id = `${prefix}${++this.count}`;
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    this.cache.set(key, ref);
    return ref;
  }

  /** A linear gradient in the user space of the shape that uses it. */
  linear(x1: number, y1: number, x2: number, y2: number, list: Stop[]): string {
    const key = `l${[x1, y1, x2, y2].map(n).join()}${JSON.stringify(list)}`;
    return this.add(
      'g',
      key,
      (id) =>
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stops(list)}</linearGradient>`,
    );
  }

  /** A radial gradient in the user space of the shape; `ry` squashes it into an ellipse. */
  radial(cx: number, cy: number, r: number, list: Stop[], ry = r): string {
    const key = `r${[cx, cy, r, ry].map(n).join()}${JSON.stringify(list)}`;
    const squash =
      ry === r
        ? ''
        : ` gradientTransform="translate(${n(cx)} ${n(cy)}) scale(1 ${n(ry / r)}) translate(${n(-cx)} ${n(-cy)})"`;
    return this.add(
      'r',
      key,
      (id) =>
        `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${squash}>${stops(list)}</radialGradient>`,
    );
  }

  /** A tile repeated over a shape, in the user space of the shape. */
  pattern(width: number, height: number, content: string, transform = ''): string {
    const key = `p${n(width)},${n(height)},${transform}${content}`;
    return this.add(
      'p',
      key,
      (id) =>
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${n(width)}" height="${n(height)}"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
    );
  }

  /** A Gaussian blur, for soft shadows and glows. */
  blur(deviation: number): string {
    return this.add(
      'f',
      `b${n(deviation)}`,
      (id) =>
        `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(deviation)}"/></filter>`,
    );
  }

  /** A clip path from SVG markup (in the user space of the clipped element). */
  clip(markup: string): string {
    return this.add('c', `c${markup}`, (id) => `<clipPath id="${id}">${markup}</clipPath>`);
  }

  /** The finished document, `width` × `height` pixels showing the `viewWidth` × `viewHeight` box. */
  document(
    width: number,
    height: number,
    viewWidth: number,
    viewHeight: number,
    body: string,
  ): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} ${viewHeight}">` +
      `<defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

export { n as round };
