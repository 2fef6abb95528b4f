import styled from 'styled-components';
import type { DeviceKind } from '../detect-device';

const INSTRUCTIONS: Record<DeviceKind, { title: string; steps: string[] }> = {
  ios: {
    title: 'On iPhone or iPad',
    steps: [
      'Open LA Drive in Safari.',
      'Tap the Share button (the square with an arrow pointing up).',
      'Scroll down and tap "Add to Home Screen", then tap "Add".',
    ],
  },
  android: {
    title: 'On Android and other phones',
    steps: [
      'Open the browser menu (⋮ at the top or bottom of the screen).',
      'Tap "Install app" or "Add to Home screen".',
      'Confirm, and LA Drive appears with your other apps.',
    ],
  },
  desktop: {
    title: 'On your computer',
    steps: [
      'Look for the install icon at the right end of the address bar (Chrome, Edge).',
      'Or open the browser menu and choose "Install LA Drive…" (in some browsers under "Apps" or "Save and share").',
      'Confirm, and LA Drive opens in its own window.',
    ],
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
  const { title, steps } = INSTRUCTIONS[device];
  return (
    <>
      <Heading>{title}</Heading>
      <Steps>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Steps>
    </>
  );
}

/** Steps for the visitor's device first; the other devices' steps folded below. */
export function InstallInstructions({ device }: { device: DeviceKind }) {
  const others = (Object.keys(INSTRUCTIONS) as DeviceKind[]).filter((kind) => kind !== device);
  return (
    <div>
      <DeviceSteps device={device} as="h3" />
      <Others>
        <summary>Other devices</summary>
        {others.map((kind) => (
          <DeviceSteps key={kind} device={kind} as="h4" />
        ))}
      </Others>
    </div>
  );
}
