/**
 * What ran in a Lighthouse run's longest main-thread tasks, read from the trace the run recorded (its artifacts):
 * Lighthouse's own trace processing (tracehouse) makes the task tree, each event in its task group (parseHTML,
 * scriptEvaluation, styleLayout, scriptParseCompile, paintCompositeRender, garbageCollection, other). The times are
 * the ones observed on this machine; Lighthouse's simulated phone counts each task about 4× longer (its CPU slowdown),
 * so a task of 12.5 ms here is a long task (50 ms) there.
 */
type TraceEvent = { ts: number; name: string };
type TaskNode = { parent?: TaskNode; children: TaskNode[]; startTime: number; duration: number; selfTime: number; group: { id: string }; attributableURLs: string[] };
type ProcessedTrace = { mainThreadEvents: TraceEvent[]; frames: Array<{ id: string; url: string }>; timestamps: { traceEnd: number; timeOrigin: number } };

/** A run's trace, wherever this Lighthouse version keeps it in the artifacts. */
type Artifacts = { Trace?: unknown; traces?: { defaultPass?: unknown } };

const OBSERVED_LONG_MS = 12.5;

const shortUrl = (u: string) => (u.includes('/_next/') ? u.slice(u.lastIndexOf('/') + 1) : URL.canParse(u) ? new URL(u).pathname : u || 'unattributable');

function addGroups(task: TaskNode, into: Map<string, number>) {
  into.set(task.group.id, (into.get(task.group.id) ?? 0) + task.selfTime);
  for (const child of task.children) addGroups(child, into);
}

/** One line per observed top-level task of at least OBSERVED_LONG_MS: its start after navigation, length, script, groups. */
export async function describeLongTasks(artifacts: Artifacts | undefined): Promise<string[]> {
  const trace = artifacts?.Trace ?? artifacts?.traces?.defaultPass;
  if (!trace) return ['no trace in the run'];
  const { TraceProcessor } = (await import('lighthouse/core/lib/tracehouse/trace-processor.js' as string)) as {
    TraceProcessor: { processTrace(t: unknown): ProcessedTrace };
  };
  const { MainThreadTasks } = (await import('lighthouse/core/lib/tracehouse/main-thread-tasks.js' as string)) as {
    MainThreadTasks: { getMainThreadTasks(events: TraceEvent[], frames: ProcessedTrace['frames'], end: number, start?: number): TaskNode[] };
  };
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd, processed.timestamps.timeOrigin);
  const long = tasks.filter((t) => !t.parent && t.startTime >= 0 && t.duration >= OBSERVED_LONG_MS);
  if (long.length === 0) return [`no task of ${OBSERVED_LONG_MS} ms or more`];
  return long.map((t) => {
    const groups = new Map<string, number>();
    addGroups(t, groups);
    const what = [...groups]
      .filter(([, ms]) => ms >= 1)
      .sort((x, y) => y[1] - x[1])
      .map(([g, ms]) => `${g} ${ms.toFixed(0)}`)
      .join(', ');
    const urls = [...new Set(t.attributableURLs.map(shortUrl))].slice(0, 3).join(' ');
    return `at ${Math.round(t.startTime)} ms, ${t.duration.toFixed(1)} ms (${urls || 'no script'}): ${what}`;
  });
}
