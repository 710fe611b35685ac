/**
 * A V8 CPU profile (`node --cpu-prof`) summed up for a report: self time by function, by source
 * (the API bundle's own modules, each npm package, the web app's server build) and by kind of
 * work. Used by bench/pages-miss.ts; `npx tsx bench/lib/page-profile.ts <file.cpuprofile>
 * <api bundle>` prints one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  /** Self time by function, most first. */
  top: { frame: string; ms: number; share: number }[];
  /** Self time by source: the API bundle's own modules, each package, the web app's server build. */
  sources: { source: string; ms: number; share: number }[];
  /** Self time of the groups of work a render is made of (sums of `sources`). */
  groups: { name: string; ms: number; share: number }[];
}

/** Where a frame is, for the reader: its function and file (no query, no folders). */
function frameName(frame: ProfileNode['callFrame']): string {
  const file = frame.url ? path.basename(frame.url.split('?')[0]!) : '';
  const name = frame.functionName || '(anonymous)';
  return file ? `${name} (${file}:${frame.lineNumber + 1})` : name;
}

/**
 * The modules of esbuild's API bundle by line: it writes `// src/…` before each module it puts
 * in (apps/api/build.mjs), so a frame's line tells its source file.
 */
function bundleModules(bundle: string): { line: number; source: string }[] {
  const starts: { line: number; source: string }[] = [];
  fs.readFileSync(bundle, 'utf8')
    .split('\n')
    .forEach((text, line) => {
      const match = /^\/\/ ((?:\.\.\/)*(?:src|packages)\/\S+)$/.exec(text);
      if (match) starts.push({ line, source: match[1]!.replace(/^(\.\.\/)+/, '') });
    });
  return starts;
}

/** A frame's source: a module of the API bundle, an npm package, a file of the web app's build. */
function sourceOf(
  frame: ProfileNode['callFrame'],
  bundles: Map<string, { line: number; source: string }[]>,
): string | null {
  const url = frame.url.split('?')[0]!;
  if (!url) return null;
  const modules = bundles.get(url);
  if (modules) {
    let source = 'API bundle';
    for (const m of modules) {
      if (m.line > frame.lineNumber) break;
      source = `api: ${m.source}`;
    }
    return source;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  if (url.includes('/dist-server/')) return `web server build: ${path.basename(url)}`;
  return path.basename(url);
}

/** The groups of work, each a test on a frame's source (its nearest frame with a file). */
const GROUPS: { name: string; matches: (source: string) => boolean }[] = [
  {
    name: 'page calls answered in-process: read routes, their queries and (de)serialisation, the database driver',
    matches: (s) =>
      /^api: src\/(lib\/read-routes|modules\/pages\/page-data|modules\/(catalog|shop|region|promos)\/|db\/)/.test(
        s,
      ) ||
      /^(kysely|better-sqlite3|pg|pg-protocol|zod|fast-json-stringify|ajv|fast-uri|@fastify\/ajv-compiler|fast-json-stringify-compiler)$/.test(
        s,
      ),
  },
  {
    name: 'React render to HTML (react-dom/server)',
    matches: (s) => /^(react-dom|react)$/.test(s),
  },
  {
    name: 'store and data layer (Redux Toolkit, RTK Query, immer, reselect)',
    matches: (s) => /^(@reduxjs\/toolkit|redux|immer|reselect|react-redux|redux-thunk)$/.test(s),
  },
  { name: 'router (react-router)', matches: (s) => s === 'react-router' },
  {
    name: "the web app's own code (server build)",
    matches: (s) => s.startsWith('web server build'),
  },
  {
    name: 'HTTP and the page route (fastify, web.ts, page template, node internals)',
    matches: (s) =>
      /^(fastify|find-my-way|@fastify\/static|@fastify\/helmet|pino|avvio)$/.test(s) ||
      (s.startsWith('node:') && s !== 'node:zlib') ||
      /^api: src\/(plugins|modules\/pages\/page-(template|renderer)|app|server)/.test(s),
  },
  { name: 'compression (node:zlib: brotli, gzip)', matches: (s) => s === 'node:zlib' },
  { name: 'garbage collection', matches: (s) => s === '(garbage collector)' },
];

export function summarise(profile: CpuProfile, bundleFiles: string[]): ProfileSummary {
  const bundles = new Map(
    bundleFiles.map((file) => [pathToFileURL(file).href, bundleModules(file)] as const),
  );
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map<string, number>();
  const bySource = new Map<string, number>();
  // The server's start (migrations, the demo seed, loading modules) is not a page: samples count
  // from the first one inside the web app's server build, the first render.
  const inRender = (id: number) => {
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      if (byId.get(at)!.callFrame.url.includes('/dist-server/')) return true;
    return false;
  };
  const first = profile.samples.findIndex(inRender);
  let busyUs = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    if (i < first || !node || node.callFrame.functionName === '(idle)') return;
    busyUs += us;
    const name = frameName(node.callFrame);
    self.set(name, (self.get(name) ?? 0) + us);
    // A native frame (JSON.parse, a regex, brotli) counts as the code that called it.
    let source: string | null = null;
    if (node.callFrame.functionName === '(garbage collector)') source = '(garbage collector)';
    for (let at: number | undefined = id; source === null && at !== undefined; at = parent.get(at))
      source = sourceOf(byId.get(at)!.callFrame, bundles);
    source ??= '(program)';
    bySource.set(source, (bySource.get(source) ?? 0) + us);
  });
  const rank = (m: Map<string, number>, n: number) =>
    [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  return {
    totalMs: busyUs / 1000,
    top: rank(self, 15).map(([frame, us]) => ({ frame, ms: us / 1000, share: us / busyUs })),
    sources: rank(bySource, 20).map(([source, us]) => ({
      source,
      ms: us / 1000,
      share: us / busyUs,
    })),
    groups: GROUPS.map((g) => {
      const us = [...bySource.entries()]
        .filter(([source]) => g.matches(source))
        .reduce((sum, [, v]) => sum + v, 0);
      return { name: g.name, ms: us / 1000, share: us / busyUs };
    }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [file, ...bundles] = process.argv.slice(2);
  if (!file) throw new Error('usage: page-profile.ts <file.cpuprofile> [<api bundle>…]');
  const summary = summarise(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile, bundles);
  console.log(JSON.stringify(summary, null, 2));
}
