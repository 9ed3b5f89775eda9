/**
 * Preloaded with `--import` (NODE_OPTIONS) into a server process: at exit, writes the URL of every module the
 * process loaded to LOADED_MODULES_DIR/<pid>.json, so that a test can tell what a start loads.
 */
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const dir = process.env.LOADED_MODULES_DIR;
if (dir) {
  const loaded: string[] = [];
  registerHooks({
    load(url, context, nextLoad) {
      loaded.push(url);
      return nextLoad(url, context);
    },
  });
  process.on('exit', () => writeFileSync(`${dir}/${process.pid}.json`, JSON.stringify(loaded)));
}
