/**
 * The type-check and the lint on one TypeScript program: what `tsc --noEmit` and `eslint . --max-warnings 0` report,
 * with the program built once. Run by `npm test` (scripts/test.sh); `npx tsc --noEmit` and `npx eslint .` stay the
 * commands for an editor or a single check.
 *
 * Why one process: the lint's type-aware rules (eslint.config.mjs) need the same program tsc builds, and building it
 * twice cost ~14 busy CPU-s of the suite's (docs/measurements.md). typescript-eslint takes a built program through
 * `parserOptions.programs`; the files it covers are then read from that program instead of being parsed again.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import ts from 'typescript';

const root = path.resolve(__dirname, '..');

function buildProgram(): { program: ts.Program; configErrors: readonly ts.Diagnostic[] } {
  const configErrors: ts.Diagnostic[] = [];
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => configErrors.push(d),
  });
  if (!parsed) throw new Error(ts.formatDiagnostics(configErrors, formatHost));
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, projectReferences: parsed.projectReferences });
  return { program, configErrors: [...configErrors, ...parsed.errors] };
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (f) => f,
  getCurrentDirectory: () => root,
  getNewLine: () => '\n',
};

/** A config block that asks for type information (a project service) gets the program built here. */
function withProgram(block: Linter.Config, program: ts.Program): Linter.Config {
  const parserOptions = block.languageOptions?.parserOptions as Linter.ParserOptions | undefined;
  if (!parserOptions?.projectService) return block;
  return { ...block, languageOptions: { ...block.languageOptions, parserOptions: { ...parserOptions, projectService: false, programs: [program] } } };
}

const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;

async function main(): Promise<number> {
  const started = Date.now();
  const { program, configErrors } = buildProgram();
  const diagnostics = [...configErrors, ...ts.getPreEmitDiagnostics(program)];
  const checked = Date.now();
  console.log('--- type-check');
  if (diagnostics.length) process.stdout.write(ts.formatDiagnostics(diagnostics, formatHost));
  console.log(`${diagnostics.length ? `${diagnostics.length} type error(s)` : 'no type errors'} (${seconds(started, checked)})`);

  // The lint's own configuration, with the type-aware blocks handed the program instead of building their own.
  const { default: config } = (await import(pathToFileURL(path.join(root, 'eslint.config.mjs')).href)) as { default: Linter.Config[] };
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config.map((block) => withProgram(block, program)) });
  const results = await eslint.lintFiles(['.']);
  const problems = results.reduce((n, r) => n + r.errorCount + r.warningCount, 0);
  console.log('--- lint');
  const text = await (await eslint.loadFormatter('stylish')).format(results);
  if (text) process.stdout.write(text);
  console.log(`${problems ? `${problems} lint problem(s) (no warning is allowed)` : 'no lint problems'} (${seconds(checked, Date.now())})`);
  return diagnostics.length || problems ? 1 : 0;
}

// exitCode rather than exit(): the findings written to a pipe are flushed before the process ends.
main().then(
  (code) => (process.exitCode = code),
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
