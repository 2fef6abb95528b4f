import { Button, Container, Dialog, media } from '@ladrive/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useInstallPrompt } from '../hooks/useInstallPrompt';
import { InstallInstructions } from './InstallInstructions';

const Bar = styled.aside`
  background: ${({ theme }) => theme.colors.brandSoft};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(2)};
  padding-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.sizes.sm};
`;

const Text = styled.p`
  flex: 1;
  min-width: 0;
  margin: 0;
  span { display: none; }
  ${media.sm} { span { display: inline; } }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * A slim bar under the header (in the page flow, so it covers nothing and takes no focus)
 * offering to install the app, with instructions for the visitor's device.
 */
export function InstallBanner() {
  const { visible, device, canInstallDirectly, install, dismiss } = useInstallPrompt();
  const [showInstructions, setShowInstructions] = useState(false);
  if (!visible) return null;

  return (
    <Bar aria-label="Install LA Drive">
      <Inner>
        <Text>
          <strong>Install LA Drive</strong>
          <span> — one tap from your home screen, even on the go.</span>
        </Text>
        <Actions>
          {canInstallDirectly && (
            <Button $size="sm" onClick={install}>
              Install
            </Button>
          )}
          <Button $size="sm" $variant="outline" onClick={() => setShowInstructions(true)}>
            How to install
          </Button>
          <Button $size="sm" $variant="ghost" aria-label="Dismiss install prompt" onClick={dismiss}>
            ✕
          </Button>
        </Actions>
      </Inner>
      <Dialog open={showInstructions} onClose={() => setShowInstructions(false)} title="Install LA Drive">
        <p>Add LA Drive to your device to find and book cars faster.</p>
        <InstallInstructions device={device} />
        <DialogActions>
          {canInstallDirectly && <Button onClick={install}>Install now</Button>}
          <Button $variant="outline" onClick={() => setShowInstructions(false)}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </Bar>
  );
}
