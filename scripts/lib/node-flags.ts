/** Extra node flags for a child process, from an environment variable (`APP_NODE_ARGS="--cpu-prof --trace-gc"`): to profile a benchmark's processes. */
export const nodeFlags = (name: 'APP_NODE_ARGS' | 'DB_NODE_ARGS'): string[] => (process.env[name] ?? '').split(' ').filter(Boolean);
