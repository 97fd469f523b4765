import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.component';
import { Button } from '../../../components/ui/button.component';
import { errorMessage } from '../../../lib/error-message';
// The tree code the server committed with, run here over WebCrypto.
import { createWebDrawCrypto, fromHex, MerkleTree, toHex } from '@sorteios/verifiable-draw';
import { fetchAllLeaves, ListUnpublishedError } from '../api/get-entrant-list.api';

type Check =
  | { state: 'idle' }
  | { state: 'downloading'; done: number; total: number }
  | { state: 'computing' }
  | { state: 'done'; root: string; leafCount: number; ok: boolean; countOk: boolean }
  | { state: 'error'; message: string };

const pt = (n: number) => n.toLocaleString('pt-BR');

/**
 * Downloads every leaf of the published list and folds them into a Merkle root in the
 * browser, then compares it with the root recorded at the close (`committedRoots`: the one
 * the list states and, when the history is loaded, the one in its chained commitment step).
 */
export function MerkleRootCheck({ giveawayId, entrantCount, committedRoots }: { giveawayId: string; entrantCount: number; committedRoots: string[] }) {
  const { t } = useTranslation();
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const update = (next: Check) => mounted.current && setCheck(next);

  const run = async () => {
    update({ state: 'downloading', done: 0, total: entrantCount });
    try {
      const { leaves } = await fetchAllLeaves(giveawayId, (done, total) => update({ state: 'downloading', done, total }));
      update({ state: 'computing' });
      const root = leaves.length === 0 ? '' : toHex((await MerkleTree.build(fromHex(leaves.join('')), createWebDrawCrypto())).root);
      const countOk = leaves.length === entrantCount;
      update({ state: 'done', root, leafCount: leaves.length, countOk, ok: countOk && committedRoots.every((committed) => committed === root) });
    } catch (error) {
      update({ state: 'error', message: error instanceof ListUnpublishedError ? t('history.root.unpublished') : errorMessage(error) });
    }
  };

  const busy = check.state === 'downloading' || check.state === 'computing';
  return (
    <section className="stack" aria-labelledby="root-check-title">
      <h3 id="root-check-title">{t('history.root.title')}</h3>
      <p>{t('history.root.intro')}</p>
      <div className="history-actions">
        <Button variant="secondary" loading={busy} onClick={() => void run()}>
          {t('history.root.check')}
        </Button>
      </div>
      <div aria-live="polite">
        {check.state === 'downloading' && <p>{t('history.root.downloading', { done: pt(check.done), total: pt(check.total) })}</p>}
        {check.state === 'computing' && <p>{t('history.root.computing')}</p>}
        {check.state === 'error' && <Alert>{check.message}</Alert>}
        {check.state === 'done' && (
          <div className="stack">
            {check.ok ? (
              <Alert tone="success">{t('history.root.matches', { n: pt(check.leafCount) })}</Alert>
            ) : (
              <Alert>{check.countOk ? t('history.root.differs') : t('history.root.countDiffers', { got: pt(check.leafCount), expected: pt(entrantCount) })}</Alert>
            )}
            <p>
              {t('history.root.computed')}: <code className="hash">{check.root}</code>
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
