import type { IconName } from '../../../components/Icon';
import type { Step } from '../../../components/StepList';
import type { LinkTarget } from '../../../types/content';

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqCategory {
  id: string;
  title: string;
  faqs: readonly Faq[];
}

export interface HelpArticle {
  title: string;
  summary: string;
  icon: IconName;
  /** A descriptive link ("Ver la póliza de seguro"), never a bare "Leer más". */
  link: LinkTarget;
}

export interface QuickStartGuide {
  title: string;
  icon: IconName;
  steps: readonly Step[];
}
