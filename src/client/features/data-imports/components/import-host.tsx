import { useSearchParams } from 'react-router';
import { ImportDialog } from './import-dialog';

export const IMPORT_PARAMS = ['import', 'importMember'] as const;

/** Opens Import Social Data over the page showing (`?import=social&importMember=<id>`). */
export default function ImportHost() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('importMember'));
  const close = () => {
    const next = new URLSearchParams(params);
    for (const key of IMPORT_PARAMS) next.delete(key);
    setParams(next, { replace: true });
  };
  return <ImportDialog onClose={close} defaultMemberId={Number.isInteger(id) && id > 0 ? id : undefined} />;
}
