import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The server on the embedded database in a throwaway data folder (the demo clinics, as `npm start` seeds them),
 * serving the built site. Answers once /readyz does, with the function that stops it and removes the folder.
 */
export async function startBenchServer(port: number, folderPrefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
  const server = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return () => {
    process.kill(-server.pid!, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
}
