import { MESSAGES } from '../../shared/messages.js';

/** Spec 000 §9 / 001 §7: getOmedaDemographicStream answers at most 10 questions per call. */
export const DEMOGRAPHIC_QUERY_LIMIT = 10;

/** The ids in batches of at most 10, each id once. */
export function demographicBatches(ids: readonly number[]): number[][] {
  const unique = [...new Set(ids)];
  const batches: number[][] = [];
  for (let i = 0; i < unique.length; i += DEMOGRAPHIC_QUERY_LIMIT) batches.push(unique.slice(i, i + DEMOGRAPHIC_QUERY_LIMIT));
  return batches;
}

export interface DemographicQuestionInfo {
  id: number;
  omedaWebformText: string;
  demographicValues: ReadonlyArray<{ id: number; description: string }>;
}

export interface DemographicAnswerInfo {
  questionId: number;
  answerIds: readonly number[];
  answerText: string | null;
}

export interface ShownAnswer {
  questionId: number;
  /** The question's text, or 'Question 1004' when the site no longer offers it. */
  question: string;
  /** The chosen values' texts, or the text answer. */
  answers: string[];
}

/**
 * A reader's answers as question → answer texts. A value the question no longer has is shown by its
 * id ('Value 17'), so nothing the reader answered disappears from the screen.
 */
export function shownAnswers(answers: readonly DemographicAnswerInfo[], questions: readonly DemographicQuestionInfo[]): ShownAnswer[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return answers.map((answer) => {
    const question = byId.get(answer.questionId);
    const values = new Map(question?.demographicValues.map((v) => [v.id, v.description]) ?? []);
    const chosen = answer.answerIds.map((id) => values.get(id) ?? `Value ${id}`);
    const text = answer.answerText?.trim();
    return {
      questionId: answer.questionId,
      question: question?.omedaWebformText ?? `Question ${answer.questionId}`,
      answers: text ? [...chosen, text] : chosen,
    };
  });
}

/** "Failed: {message}" (spec 001 §8); the server may already have worded it so. */
export function demographicFailure(message: string): string {
  const prefix = MESSAGES.demographicLookupFailed.replace('{message}', '');
  return message.startsWith(prefix) ? message : MESSAGES.demographicLookupFailed.replace('{message}', message);
}
