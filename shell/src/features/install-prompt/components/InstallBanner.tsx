import { Button, Container, Dialog, media } from '@ladrive/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../i18n';

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
  const t = useT();
  const { visible, device, canInstallDirectly, install, dismiss } = useInstallPrompt();
  const [showInstructions, setShowInstructions] = useState(false);
  if (!visible) return null;

  return (
    <Bar aria-label={t('install.label')}>
      <Inner>
        <Text>
          <strong>{t('install.title')}</strong>
          <span>{t('install.tagline')}</span>
        </Text>
        <Actions>
          {canInstallDirectly && (
            <Button $size="sm" onClick={install}>
              {t('install.install')}
            </Button>
          )}
          <Button $size="sm" $variant="outline" onClick={() => setShowInstructions(true)}>
            {t('install.howTo')}
          </Button>
          <Button $size="sm" $variant="ghost" aria-label={t('install.dismiss')} onClick={dismiss}>
            ✕
          </Button>
        </Actions>
      </Inner>
      <Dialog open={showInstructions} onClose={() => setShowInstructions(false)} title={t('install.title')}>
        <p>{t('install.lead')}</p>
        <InstallInstructions device={device} />
        <DialogActions>
          {canInstallDirectly && <Button onClick={install}>{t('install.installNow')}</Button>}
          <Button $variant="outline" onClick={() => setShowInstructions(false)}>
            {t('install.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </Bar>
  );
}
