/**
 * Runs a script's main function and ends the process: 0 when it resolved (servers and database handles it started
 * may still hold the event loop), 1 with the error printed when it failed.
 */
export function runMain(main: () => Promise<unknown>): void {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
