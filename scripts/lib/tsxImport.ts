/**
 * The Node options a child process of ours runs a TypeScript file with:
 * `node --import tsx/esm <file>`, tsx's ES module hooks alone. The scripts are ES modules and none
 * requires TypeScript through CommonJS; the CommonJS hook that `--import tsx` also registers made
 * every package the Admin SDK loads pass through one more hook, about 0.15 s of CPU a command
 * (the leads command: 1.02 s against 0.87 s). The npm scripts run our files the same way
 * (`node --import tsx/esm scripts/…`), not through the `tsx` command: its parent process relays
 * SIGINT and SIGTERM to the script and kills it (SIGKILL, exit 143) when the script has not
 * acknowledged the signal within about 60 ms, so `npm start` stopped while its event loop was
 * busy ended without saving and stopping its emulator.
 */
export const TSX_IMPORT: readonly string[] = ["--import", "tsx/esm"];
