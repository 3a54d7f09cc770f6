import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { pendingInvite } from '../pending-invite';

// The dialog (forms, stepper, select) loads the first time someone opens it.
const JoinFamilyDialog = lazy(() =>
  import('./join-family-dialog').then((m) => ({ default: m.JoinFamilyDialog })),
);

interface JoinFamilyApi {
  open(code?: string, options?: { onClose?: () => void }): void;
}

const JoinFamilyContext = createContext<JoinFamilyApi>({ open: () => {} });
export const useJoinFamilyDialog = () => useContext(JoinFamilyContext);

/**
 * Owns the one Join Family dialog. Opens it from the header, from `/?joinCode=` and
 * `/?invited=true&code=` links, and for an invite kept across sign-in.
 */
export function JoinFamilyProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ opened: boolean; code?: string }>({ opened: false });
  const [used, setUsed] = useState(false);
  const onCloseRef = useRef<(() => void) | undefined>(undefined);
  const { isAuthenticated, isLoading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const open = useCallback<JoinFamilyApi['open']>((code, options) => {
    onCloseRef.current = options?.onClose;
    setUsed(true);
    setState({ opened: true, code });
  }, []);

  const linkCode = params.get('joinCode') ?? (params.get('invited') === 'true' ? params.get('code') : null);
  useEffect(() => {
    if (isLoading || !linkCode) return;
    if (isAuthenticated) open(linkCode);
    else pendingInvite.save(linkCode);
    navigate('/', { replace: true });
  }, [linkCode, isAuthenticated, isLoading, open, navigate]);

  useEffect(() => {
    if (!isAuthenticated) return;
    const code = pendingInvite.take();
    if (code) open(code);
  }, [isAuthenticated, open]);

  const api = useMemo(() => ({ open }), [open]);
  return (
    <JoinFamilyContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <JoinFamilyDialog
            opened={state.opened}
            presetCode={state.code}
            onClose={() => {
              setState({ opened: false });
              onCloseRef.current?.();
              onCloseRef.current = undefined;
            }}
          />
        </Suspense>
      )}
    </JoinFamilyContext.Provider>
  );
}
