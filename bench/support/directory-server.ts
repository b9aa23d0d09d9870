/**
 * The real server over a working copy of the directory data set (10,000 businesses; 2,000 in
 * --quick), serving the bench build: started once and shared by the benchmarks that need it.
 * Each of them measures against its own starting point, so the writes of one (a few changed
 * names, pending reviews) do not touch the figures of another.
 */
import { buildClient } from './build';
import { directorySize, workingCopy } from './datasets';
import type { BenchContext } from './result';
import { startServer, type BenchServer } from './server';

export type DirectoryServer = BenchServer & { databasePath: string; businesses: number };

const KEY = 'directoryServer';

export function directoryServer(ctx: BenchContext): Promise<DirectoryServer> {
  let started = ctx.shared.get(KEY) as Promise<DirectoryServer> | undefined;
  if (!started) {
    started = (async () => {
      const businesses = directorySize(ctx);
      const [build, databasePath] = await Promise.all([buildClient(ctx), workingCopy(ctx, businesses, 'directory')]);
      ctx.log(`starting the server on ${businesses.toLocaleString('en-US')} businesses…`);
      const server = await startServer(ctx, { databasePath, label: 'directory', distDir: build.distDir });
      ctx.onCleanup(() => server.stop());
      return { ...server, databasePath, businesses };
    })();
    ctx.shared.set(KEY, started);
  }
  return started;
}
