import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageModuleAt } from '@terracraft/shared/pages';

/** An entry of the web build's `.vite/manifest.json`: a source module's chunk and its imports. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * For a page the server rendered, the `<link rel="modulepreload">` tags of its route's code: the
 * route's chunk and every chunk it imports, beyond what the document's template already asks
 * for (the entry and the libraries of every page). The browser then fetches them while it reads
 * the document, in parallel with the entry, instead of only once the entry has run; and the
 * entry finds them asked for already, so it adds no tags of its own while the page starts.
 * Answers '' when the build has no manifest (the server's tests, a build of the API only).
 */
export function pageModulePreloads(
  distDir: string,
  template: string,
): (pathname: string) => string {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

  const tagsOf = (module: string) => {
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(`src/app/routes/${module}.tsx`);
    return [...files]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`)
      .join('\n    ');
  };
  const byModule = new Map<string, string>();
  return (pathname) => {
    const module = pageModuleAt(pathname);
    let tags = byModule.get(module);
    if (tags === undefined) byModule.set(module, (tags = tagsOf(module)));
    return tags;
  };
}
