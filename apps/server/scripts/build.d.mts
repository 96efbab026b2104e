/** See build.mjs. */
export function bundleServer(entry: string, outdir: string): Promise<unknown>;
