import styled from 'styled-components';
import { type ShellMessage, useT } from '../../../i18n';
import type { DeviceKind } from '../detect-device';

const INSTRUCTIONS: Record<DeviceKind, { title: ShellMessage; steps: ShellMessage[] }> = {
  ios: { title: 'install.iosTitle', steps: ['install.iosStep1', 'install.iosStep2', 'install.iosStep3'] },
  android: {
    title: 'install.androidTitle',
    steps: ['install.androidStep1', 'install.androidStep2', 'install.androidStep3'],
  },
  desktop: {
    title: 'install.desktopTitle',
    steps: ['install.desktopStep1', 'install.desktopStep2', 'install.desktopStep3'],
  },
};

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding-left: 1.25rem;
  li + li { margin-top: ${({ theme }) => theme.space(2)}; }
`;

const Others = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space(3)};
  summary { cursor: pointer; font-weight: 600; padding: 0.75rem 0; }
  h4 { margin-top: ${({ theme }) => theme.space(3)}; }
`;

function DeviceSteps({ device, as: Heading }: { device: DeviceKind; as: 'h3' | 'h4' }) {
  const t = useT();
  const { title, steps } = INSTRUCTIONS[device];
  return (
    <>
      <Heading>{t(title)}</Heading>
      <Steps>
        {steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </Steps>
    </>
  );
}

/** Steps for the visitor's device first; the other devices' steps folded below. */
export function InstallInstructions({ device }: { device: DeviceKind }) {
  const t = useT();
  const others = (Object.keys(INSTRUCTIONS) as DeviceKind[]).filter((kind) => kind !== device);
  return (
    <div>
      <DeviceSteps device={device} as="h3" />
      <Others>
        <summary>{t('install.otherDevices')}</summary>
        {others.map((kind) => (
          <DeviceSteps key={kind} device={kind} as="h4" />
        ))}
      </Others>
    </div>
  );
}
