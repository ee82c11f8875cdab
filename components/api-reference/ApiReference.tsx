import { API_REFERENCE_TEXT as T, INTEGRATIONS_TEXT } from '@/lib/i18n/ar';
import { API_SCOPES, WEBHOOK_EVENTS } from '@/lib/shared/integrations';
import { LtrRuns } from './LtrRuns';
import styles from './ApiReference.module.css';

type Json = Record<string, unknown>;
type Operation = { method: string; path: string; op: Json };

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/** The operations of the document by tag, in path order. */
function byTag(paths: Record<string, Record<string, Json>>): [string, Operation[]][] {
  const groups = new Map<string, Operation[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = ((op.tags as string[] | undefined) ?? ['api'])[0];
      groups.set(tag, [...(groups.get(tag) ?? []), { method: method.toUpperCase(), path, op }]);
    }
  }
  return [...groups];
}

function OperationCard({ method, path, op }: Operation) {
  const params = (op.parameters as Json[] | undefined) ?? [];
  const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content?.['application/json']?.schema;
  const scope = op['x-api-key-scope'] as string | undefined;
  return (
    <article className={styles.operation} id={String(op.operationId)}>
      <h3 className={styles.signature} dir="ltr">
        <span className={`${styles.method} ${styles[method.toLowerCase()] ?? ''}`}>{method}</span> <code>{path}</code>
      </h3>
      <p className={styles.access}>
        {T.access[String(op['x-access'])] ?? ''}
        {scope ? (
          <>
            {' '}
            {T.keyScope} <code dir="ltr">{scope}</code>
          </>
        ) : null}
      </p>
      {params.length ? (
        <details>
          <summary>{T.parameters}</summary>
          <table className={styles.table}>
            <tbody>
              {params.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td dir="ltr">
                    <code>{String(p.name)}</code>
                  </td>
                  <td>{p.in === 'path' ? T.inPath : T.inQuery}</td>
                  <td>{p.required ? T.required : T.optional}</td>
                  <td dir="ltr">
                    <code className={styles.schema}>{JSON.stringify(p.schema)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
      {body ? (
        <details>
          <summary>{T.body}</summary>
          <pre dir="ltr" className={styles.pre}>
            {pretty(body)}
          </pre>
        </details>
      ) : null}
    </article>
  );
}

/** Names as the API writes them (scopes, events), each with what it means. */
function Terms<K extends string>({ names, labels }: { names: readonly K[]; labels: Record<K, string> }) {
  return (
    <ul>
      {names.map((name) => (
        <li key={name}>
          <code dir="ltr">{name}</code>: {labels[name]}
        </li>
      ))}
    </ul>
  );
}

/** The API reference: the OpenAPI document rendered on the server, no script and nothing from elsewhere. */
export function ApiReference({ document }: { document: Json }) {
  const paths = document.paths as Record<string, Record<string, Json>>;
  return (
    <main className={styles.main}>
      <h1>{T.title}</h1>
      <p>
        <LtrRuns text={T.intro} />
      </p>
      <p>
        <a href="/api/v1/openapi.json" download="openapi.json">
          {T.download}
        </a>
      </p>
      <p>
        <LtrRuns text={T.envelope} />
      </p>
      <section>
        <h2>{T.authTitle}</h2>
        <p>
          <LtrRuns text={T.auth} />
        </p>
        <h3>{T.scopesTitle}</h3>
        <Terms names={API_SCOPES} labels={INTEGRATIONS_TEXT.scopeLabels} />
      </section>
      <section>
        <h2>{T.webhooksTitle}</h2>
        <p>
          <LtrRuns text={T.webhooks} />
        </p>
        <h3>{T.eventsTitle}</h3>
        <Terms names={WEBHOOK_EVENTS} labels={INTEGRATIONS_TEXT.eventLabels} />
      </section>
      {byTag(paths).map(([tag, operations]) => (
        <section key={tag}>
          <h2 dir="ltr" className={styles.tag}>
            {tag}
          </h2>
          {operations.map((o) => (
            <OperationCard key={`${o.method} ${o.path}`} {...o} />
          ))}
        </section>
      ))}
    </main>
  );
}
