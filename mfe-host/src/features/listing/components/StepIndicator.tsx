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

const WIZARD_STEPS = ['listCar.stepCar', 'listCar.stepBanking'] as const;

/** The wizard's two steps, the current one highlighted. `step` is 1 or 2. */
export function StepIndicator({ step }: { step: 1 | 2 }) {
  const t = useT();
  return (
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
  );
}
