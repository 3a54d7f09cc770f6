import { Modal, Text } from '@mantine/core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

interface JoinFamilyApi {
  open(code?: string): void;
}

const JoinFamilyContext = createContext<JoinFamilyApi>({ open: () => {} });

export const useJoinFamily = () => useContext(JoinFamilyContext);

export function JoinFamilyProvider({ children }: { children: ReactNode }) {
  const [opened, setOpened] = useState(false);
  const api = useMemo<JoinFamilyApi>(() => ({ open: () => setOpened(true) }), []);
  return (
    <JoinFamilyContext.Provider value={api}>
      {children}
      <Modal opened={opened} onClose={() => setOpened(false)} title="Join Family">
        <Text>Joining a family with an invite code is coming soon.</Text>
      </Modal>
    </JoinFamilyContext.Provider>
  );
}
