/**
 * 填写表单, a page of its own (`/form.html?id=<form id>`): the stored form and a submit, without the
 * console's shell, so a person who only fills forms (from a link or a QR code on site) downloads the
 * renderer and nothing else. Signed in with the console's token; the server checks the values against
 * the stored design and its field messages (1012001) show under the fields.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { FormRenderer, type FormRendererApi } from '@/form-designer/renderer/FormRenderer';
import { importDesign } from '@/form-designer/io';
import { fieldNodes } from '@/form-designer/schema/tree';
import type { FormDesign } from '@/form-designer/schema/types';
import { fieldPlace, serverFieldErrors, type ServerFieldError } from '@/modules/system/formDesign/serverErrors';
import { loadForm, NotSignedIn, submitForm, token, UPLOAD_PROPS, type StoredForm } from './formApi';
import { T } from './texts';
import './formPage.css';

type Loaded = { form: StoredForm; design: FormDesign };
type State = { kind: 'loading' } | { kind: 'signedOut' } | { kind: 'failed'; message: string } | { kind: 'ready'; loaded: Loaded };
type Outcome = { kind: 'done' } | { kind: 'refused'; message: string; errors: ServerFieldError[] } | null;

export const formIdFromLocation = (search: string): string => new URLSearchParams(search).get('id')?.trim() ?? '';

export function FormPage({ id }: { id: string }) {
  const [state, setState] = useState<State>(() => (!id ? { kind: 'failed', message: T.noId } : token() ? { kind: 'loading' } : { kind: 'signedOut' }));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const api = useRef<FormRendererApi>(null);

  useEffect(() => {
    if (state.kind !== 'loading') return;
    let live = true;
    loadForm(id).then(
      (form) => {
        if (!live) return;
        try {
          const design = importDesign(form.design || '{"list":[]}');
          setState({ kind: 'ready', loaded: { form, design } });
          document.title = `${form.name} - ${T.title}`;
        } catch {
          setState({ kind: 'failed', message: T.unreadable });
        }
      },
      (e: unknown) => {
        if (!live) return;
        if (e instanceof NotSignedIn) setState({ kind: 'signedOut' });
        else setState({ kind: 'failed', message: e instanceof Error && e.message ? e.message : T.loadFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [id, state.kind]);

  const design = state.kind === 'ready' ? state.loaded.design : null;
  const labels = useMemo(
    () => new Map(design ? fieldNodes(design.list, { intoBatch: true }).map((n) => [n.model as string, n.label]) : []),
    [design],
  );

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    setOutcome(null);
    try {
      const res = await submitForm(id, values);
      if (res.success) {
        setOutcome({ kind: 'done' });
        api.current?.setErrors([]);
        return;
      }
      const errors = serverFieldErrors(res.data);
      setOutcome({ kind: 'refused', message: res.message, errors });
      api.current?.setErrors(errors);
    } catch (e) {
      if (e instanceof NotSignedIn) setState({ kind: 'signedOut' });
      else setOutcome({ kind: 'refused', message: e instanceof Error ? e.message : T.submitFailed, errors: [] });
    } finally {
      setBusy(false);
    }
  };

  const onSubmitClick = () => {
    api.current?.getData().then(
      (values) => void submit(values),
      () => undefined,
    );
  };

  let body;
  if (state.kind === 'loading') body = <p className="fp-note">{T.loading}</p>;
  else if (state.kind === 'signedOut')
    body = (
      <Alert
        type="warning"
        showIcon
        title={T.signedOut}
        description={
          <a href="/user/login" data-testid="form-page-login">
            {T.goLogin}
          </a>
        }
      />
    );
  else if (state.kind === 'failed') body = <Alert type="error" showIcon title={T.loadFailed} description={state.message} />;
  else {
    body = (
      <>
        {outcome?.kind === 'done' && <Alert type="success" showIcon title={T.submitted} className="fp-alert" data-testid="form-page-done" />}
        {outcome?.kind === 'refused' && (
          <Alert
            type="error"
            showIcon
            className="fp-alert"
            title={outcome.errors.length ? T.refused : outcome.message}
            description={
              outcome.errors.length > 0 && (
                <ul className="fp-errors" data-testid="form-page-errors">
                  {outcome.errors.map((e) => (
                    <li key={e.field}>
                      {fieldPlace(e.field, labels)}：{e.message}
                    </li>
                  ))}
                </ul>
              )
            }
          />
        )}
        <FormRenderer ref={api} design={state.loaded.design} onSubmit={(values) => void submit(values)} {...UPLOAD_PROPS} />
        <div className="fp-actions">
          <Button
            onClick={() => {
              api.current?.reset();
              setOutcome(null);
            }}
          >
            {T.reset}
          </Button>
          <Button type="primary" loading={busy} onClick={onSubmitClick} data-testid="form-page-submit">
            {T.submit}
          </Button>
        </div>
      </>
    );
  }

  return (
    <main className="fp-page" data-testid="form-page">
      <header className="fp-head">
        <h1>{state.kind === 'ready' ? state.loaded.form.name : T.title}</h1>
        <a href="/">{T.console}</a>
      </header>
      <section className="fp-body">{body}</section>
    </main>
  );
}
