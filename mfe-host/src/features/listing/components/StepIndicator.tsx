import { visuallyHidden } from '@ladrive/design-system';
import styled from 'styled-components';
import { useT } from '../../../i18n';

const Steps = styled.ol`
  list-style: none;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(6)};
  padding: 0;
  margin: ${({ theme }) => theme.space(6)} 0;
`;

const Step = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.textMuted)};
  span {
    display: inline-grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    color: ${({ $active }) => ($active ? '#fff' : 'inherit')};
    background: ${({ theme, $active }) => ($active ? theme.colors.brand : theme.colors.neutralSoft)};
  }
`;

const Announcement = styled.p`
  ${visuallyHidden}
`;

const WIZARD_STEPS = ['listCar.stepCar', 'listCar.stepBanking'] as const;

export interface StepIndicatorProps {
  /** 1 or 2. */
  step: 1 | 2;
  /** Whether the host has moved between steps: only then is the current step announced (not on arrival). */
  announce: boolean;
}

/** The wizard's two steps, the current one highlighted, and a live region that announces a change of step. */
export function StepIndicator({ step, announce }: StepIndicatorProps) {
  const t = useT();
  return (
    <>
      <Announcement role="status">
        {announce &&
          t('listCar.stepAnnouncement', { step, total: WIZARD_STEPS.length, name: t(WIZARD_STEPS[step - 1]!) })}
      </Announcement>
      <Steps aria-label={t('listCar.steps')}>
        {WIZARD_STEPS.map((label, index) => {
          const number = index + 1;
          return (
            <Step key={label} $active={number <= step} aria-current={number === step ? 'step' : undefined}>
              <span aria-hidden="true">{number}</span>
              {t(label)}
            </Step>
          );
        })}
      </Steps>
    </>
  );
}
