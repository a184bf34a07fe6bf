import { bankCardPresenter } from './bank-card';
import { fallbackPresenter } from './fallback';
import { gameRebatePresenter } from './game-rebate';
import { dramaPresenter } from './drama';
import { videoPresenter } from './media';
import { personAuthPresenter } from './person-auth';
import type { ReviewPresenter } from './presenter';
import { wishPresenter } from './wish';
import { answerPresenter, articlePresenter, poemPresenter, prosePresenter, questionPresenter } from './texts';

export type { ReviewPresenter } from './presenter';

/**
 * The presenters by the `kind` a queue declares (the business type of its items). A new kind of review
 * adds its presenter here; until it does, its items show through the fallback.
 */
const PRESENTERS: Record<string, ReviewPresenter> = {
  Video: videoPresenter,
  Article: articlePresenter,
  Question: questionPresenter,
  Answer: answerPresenter,
  Poetry: poemPresenter,
  Prose: prosePresenter,
  Playlet: dramaPresenter,
  BusyTask: wishPresenter,
  PersonAuth: personAuthPresenter,
  BankCard: bankCardPresenter,
  GameRebate: gameRebatePresenter,
};

export const presenterOf = (kind: string): ReviewPresenter => PRESENTERS[kind] ?? fallbackPresenter;
