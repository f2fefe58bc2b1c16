import type { CheckResult } from './checks';
import type { EditorStrings } from './strings';
import * as S from './styles';

/** The result of the check before publishing (checks.ts): errors block publishing, warnings do not. */
export function CheckList({ t, result }: { t: EditorStrings; result: CheckResult }) {
  return (
    <S.Checks aria-label={t.check}>
      {result.errors.length === 0 && result.warnings.length === 0 && <p>{t.noProblems}</p>}
      {result.errors.length > 0 && (
        <>
          <h3>{t.errors}</h3>
          <ul>
            {result.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </>
      )}
      {result.warnings.length > 0 && (
        <>
          <h3>{t.warnings}</h3>
          <ul>
            {result.warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </>
      )}
    </S.Checks>
  );
}
