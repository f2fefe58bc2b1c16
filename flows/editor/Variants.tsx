/**
 * The editor's variants panel (issue 32, part 1): the A/B test of a page, or of a shared section, in one
 * language. Variant A is the page (the section); each other variant starts from its blocks and can be
 * edited on the canvas. Shares,
 * targeting (language, signed in, line type, governorate) and goals (clicks in chosen blocks, a
 * purchase, a recharge) are saved as a draft and published; the results show each variant's visitors,
 * completions and rate, and the two-proportion z-test against A (lib/variants.ts).
 */
import type { Data } from '@puckeditor/core';
import { useState } from 'react';
import { apiFetch, apiFieldErrors, isApiClientError, useApi } from '@/lib/api';
import type { BlockNode } from '@/lib/blocks/types';
import { governorates } from '@/lib/governorates';
import { localeRecords, locales, type Locale } from '@/lib/locales';
import type { Comparison, Experiment, Goals, Targeting } from '@/lib/variants';
import { fill, type EditorLanguage } from './strings';
import { variantStrings } from './variant-strings';
import * as S from './styles';
import css from './Variants.module.css';

interface EditedVariant {
  key: string;
  name: string;
  weight: number;
  targeting: Targeting;
  data?: unknown;
}

interface Result {
  key: string;
  name: string;
  visitors: number;
  goals: Array<{ goal: string; completions: number; rate: number; versusControl: Comparison | null }>;
}

interface State {
  draft: Experiment | null;
  live: Experiment | null;
  results: Result[];
}

const open: Targeting = { languages: [], signedIn: 'any', lineTypes: [], governorates: [] };
const KEYS = 'abcdef';

/** Every block of a tree with its id, for the click goals (blocks in slots too). */
function blocksOf(content: BlockNode[] | undefined, out: Array<{ id: string; type: string }> = []): Array<{ id: string; type: string }> {
  for (const node of content ?? []) {
    out.push({ id: node.props.id, type: node.type });
    for (const value of Object.values(node.props)) if (Array.isArray(value) && value.every((v) => v && typeof v === 'object' && 'type' in v)) blocksOf(value as BlockNode[], out);
  }
  return out;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;

/** What the test is on: a page (`uri`) or a shared section (`section`, its id), in `locale`. */
export type TestSubject = { uri: string; locale: Locale } | { section: number; locale: Locale };

export function Variants({
  language,
  subject,
  canvas,
  onCanvas,
  onBackToPage,
}: {
  language: EditorLanguage;
  subject: TestSubject;
  /** The blocks on the canvas now. */
  canvas: Data;
  /** Shows these blocks on the canvas. */
  onCanvas: (data: Data) => void;
  /** Opens the page's (the section's) own draft again. */
  onBackToPage: () => void;
}) {
  const w = { ...variantStrings[language], ...('section' in subject ? variantStrings[language].forSection : {}) };
  const query = 'section' in subject ? { section: subject.section } : { uri: subject.uri };
  // Opening the panel always asks for the latest results (not SWR's copy of a moment ago).
  const state = useApi<State>('/api/editor/pages/variants', query, {
    lang: subject.locale,
    swr: { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateOnMount: true, dedupingInterval: 0 },
  });
  const [variants, setVariants] = useState<EditedVariant[]>([]);
  const [goals, setGoals] = useState<Goals>({ clicks: [], purchase: true, recharge: true });
  const [onCanvasKey, setOnCanvasKey] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const loaded = state.data;

  // The saved draft, each time it is (re)loaded, becomes the form (adjusted while rendering, not in an effect).
  const [shown, setShown] = useState<State | undefined>(undefined);
  if (loaded && loaded !== shown) {
    setShown(loaded);
    const from = loaded.draft;
    setVariants(from ? from.variants.map((v) => ({ ...v })) : [{ key: 'a', name: 'A', weight: 50, targeting: open }]);
    setGoals(from?.goals ?? { clicks: [], purchase: true, recharge: true });
  }

  const change = (key: string, patch: Partial<EditedVariant>) => setVariants((list) => list.map((v) => (v.key === key ? { ...v, ...patch } : v)));
  const target = (key: string, patch: Partial<Targeting>) => setVariants((list) => list.map((v) => (v.key === key ? { ...v, targeting: { ...v.targeting, ...patch } } : v)));
  const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] => (on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item));

  async function run(action: () => Promise<{ message: string }>) {
    setBusy(true);
    setStatus('');
    setErrors([]);
    try {
      setStatus((await action()).message);
      await state.mutate();
    } catch (error) {
      setStatus(isApiClientError(error) ? error.message : String(error));
      setErrors(Object.values(apiFieldErrors(error) ?? {}));
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    apiFetch('/api/editor/pages/variants', { method: 'PUT', query, lang: subject.locale, body: { variants, goals } });
  const publish = (stop: boolean) =>
    apiFetch('/api/editor/pages/variants', { method: 'POST', query, lang: subject.locale, body: { stop } });

  const blocks = blocksOf((canvas as unknown as { content?: BlockNode[] }).content);
  const id = (suffix: string) => `variants-${suffix}`;

  return (
    <S.Panel aria-labelledby={id('title')} className={css.panel}>
      <h3 id={id('title')}>{w.title}</h3>
      <p>{w.intro}</p>
      <p>{loaded?.live ? w.live : w.notLive}</p>
      {onCanvasKey && (
        <div role="note" className={css.notice}>
          <p>{fill(w.onCanvas, { name: onCanvasKey.toUpperCase() })}</p>
          <button
            type="button"
            onClick={() => {
              change(onCanvasKey, { data: canvas });
              setStatus(fill(w.taken, { name: onCanvasKey.toUpperCase() }));
            }}
          >
            {fill(w.takeCanvas, { name: onCanvasKey.toUpperCase() })}
          </button>
          <button
            type="button"
            onClick={() => {
              setOnCanvasKey(null);
              onBackToPage();
            }}
          >
            {w.backToPage}
          </button>
        </div>
      )}
      <ol className={css.list}>
        {variants.map((variant) => {
          const key = variant.key;
          const label = key.toUpperCase();
          return (
            <li key={key} className={css.variant} data-variant-key={key}>
              <fieldset>
                <legend>{label}</legend>
                <div className={css.row}>
                  <label>
                    {w.name}
                    <input value={variant.name} maxLength={40} onChange={(e) => change(key, { name: e.target.value })} />
                  </label>
                  <label>
                    {w.weight}
                    <input type="number" inputMode="numeric" min={0} max={100} step={1} value={variant.weight} onChange={(e) => change(key, { weight: Number(e.target.value) })} />
                  </label>
                </div>
                <fieldset className={css.row}>
                  <legend>{w.languages}</legend>
                  {locales.map((l: Locale) => (
                    <label key={l}>
                      <input type="checkbox" checked={variant.targeting.languages.includes(l)} onChange={(e) => target(key, { languages: toggle(variant.targeting.languages, l, e.target.checked) })} />
                      {localeRecords[l].name}
                    </label>
                  ))}
                </fieldset>
                <div className={css.row}>
                  <label>
                    {w.signedIn}
                    <select value={variant.targeting.signedIn} onChange={(e) => target(key, { signedIn: e.target.value as Targeting['signedIn'] })}>
                      <option value="any">{w.any}</option>
                      <option value="yes">{w.yes}</option>
                      <option value="no">{w.no}</option>
                    </select>
                  </label>
                  <fieldset className={css.row}>
                    <legend>{w.lineTypes}</legend>
                    {(['prepaid', 'postpaid'] as const).map((type) => (
                      <label key={type}>
                        <input type="checkbox" checked={variant.targeting.lineTypes.includes(type)} onChange={(e) => target(key, { lineTypes: toggle(variant.targeting.lineTypes, type, e.target.checked) })} />
                        {w[type]}
                      </label>
                    ))}
                  </fieldset>
                  <label>
                    {w.governorates}
                    <select
                      multiple
                      size={4}
                      value={variant.targeting.governorates}
                      onChange={(e) => target(key, { governorates: [...e.target.selectedOptions].map((o) => o.value) as Targeting['governorates'] })}
                    >
                      {governorates.map((g) => (
                        <option key={g.id} value={g.id}>
                          {language === 'ar' ? g.ar : g.en}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
                {key !== 'a' && (
                  <div className={css.row}>
                    <button
                      type="button"
                      onClick={() => {
                        setOnCanvasKey(key);
                        onCanvas((variant.data ?? canvas) as Data);
                      }}
                    >
                      {fill(w.editBlocks, { name: label })}
                    </button>
                    <button type="button" onClick={() => setVariants((list) => list.filter((v) => v.key !== key).map((v, i) => ({ ...v, key: KEYS[i] })))}>
                      {fill(w.remove, { name: label })}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {variants.length < KEYS.length && (
        <button
          type="button"
          onClick={() =>
            setVariants((list) => {
              const key = KEYS[list.length];
              // A new variant starts from the page's blocks (the canvas, when it shows the page).
              return [...list, { key, name: key.toUpperCase(), weight: 50, targeting: open, data: onCanvasKey ? undefined : canvas }];
            })
          }
        >
          {w.add}
        </button>
      )}
      <fieldset className={css.row}>
        <legend>{w.goals}</legend>
        <label>
          <input type="checkbox" checked={goals.purchase} onChange={(e) => setGoals({ ...goals, purchase: e.target.checked })} />
          {w.purchase}
        </label>
        <label>
          <input type="checkbox" checked={goals.recharge} onChange={(e) => setGoals({ ...goals, recharge: e.target.checked })} />
          {w.recharge}
        </label>
        <label>
          {w.clickGoals}
          <select multiple size={Math.min(6, Math.max(2, blocks.length))} value={goals.clicks} onChange={(e) => setGoals({ ...goals, clicks: [...e.target.selectedOptions].map((o) => o.value) })}>
            {blocks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.type} ({b.id})
              </option>
            ))}
          </select>
        </label>
      </fieldset>
      <div className={css.row}>
        <button type="button" disabled={busy} onClick={() => run(save)}>
          {w.save}
        </button>
        <button type="button" className="primary" disabled={busy} onClick={() => run(async () => (await save(), publish(false)))}>
          {w.publish}
        </button>
        {loaded?.live && (
          <button type="button" disabled={busy} onClick={() => run(() => publish(true))}>
            {w.stop}
          </button>
        )}
      </div>
      <p role={errors.length ? 'alert' : 'status'} className="status">
        {status}
      </p>
      {errors.length > 0 && (
        <ul role="list">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {loaded && loaded.results.length > 0 && (
        <section aria-labelledby={id('results')}>
          <h4 id={id('results')}>{w.results}</h4>
          <p>{w.testName}</p>
          {loaded.results[0].goals.map((goal, g) => {
            const [kind, blockId] = goal.goal.split(':');
            const goalLabel = kind === 'click' ? fill(w.goalNames.click, { id: blockId }) : w.goalNames[kind as 'purchase' | 'recharge'];
            return (
              <div key={goal.goal} className={css.tableBox}>
                <table className={css.table} data-goal={goal.goal}>
                  <caption>{goalLabel}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{w.name}</th>
                      <th scope="col">{w.visitors}</th>
                      <th scope="col">{w.completions}</th>
                      <th scope="col">{w.rate}</th>
                      <th scope="col">{w.versus}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {loaded.results.map((r) => {
                      const cell = r.goals[g];
                      const versus = cell?.versusControl;
                      return (
                        <tr key={r.key} data-variant-key={r.key}>
                          <th scope="row">
                            {r.key.toUpperCase()} · {r.name}
                          </th>
                          <td data-cell="visitors">{r.visitors}</td>
                          <td data-cell="completions">{cell?.completions ?? 0}</td>
                          <td data-cell="rate">{percent(cell?.rate ?? 0)}</td>
                          <td data-cell="versus">
                            {!versus
                              ? '—'
                              : !versus.enough
                                ? w.notEnough
                                : fill(versus.significant ? w.significant : w.notSignificant, { p: versus.p.toPrecision(2), z: versus.z.toFixed(2) })}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
            );
          })}
        </section>
      )}
    </S.Panel>
  );
}
