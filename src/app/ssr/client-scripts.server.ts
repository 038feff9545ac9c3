/** One entry of the client build's manifest (Vite's `.vite/manifest.json`), as read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

const isChunk = (value: unknown): value is ManifestChunk =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ManifestChunk).file === 'string' &&
  ((value as ManifestChunk).imports === undefined ||
    Array.isArray((value as ManifestChunk).imports));

/**
 * The browser's scripts of a module, from the client build's manifest: its own chunk and every
 * chunk it imports, directly or not (those a dynamic import would load after it are not), as
 * URLs under `publicPath`. A module the manifest does not know needs none: [].
 */
export function clientScriptsOf(
  manifest: unknown,
  publicPath: string,
): (source: string) => readonly string[] {
  const chunks = new Map<string, ManifestChunk>();
  if (typeof manifest === 'object' && manifest !== null)
    for (const [key, value] of Object.entries(manifest)) if (isChunk(value)) chunks.set(key, value);
  const base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  const known = new Map<string, readonly string[]>();
  return (source) => {
    let scripts = known.get(source);
    if (scripts === undefined) {
      const files = new Set<string>();
      const visit = (key: string) => {
        const chunk = chunks.get(key);
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const imported of chunk.imports ?? []) visit(imported);
      };
      visit(source);
      scripts = [...files].map((file) => `${base}${file}`);
      known.set(source, scripts);
    }
    return scripts;
  };
}
