import { Stepper } from '@mantine/core';
import { useState } from 'react';
import { ChooseChange, type ChosenChange } from './ChooseChange.js';
import { ChooseContent, type Selection } from './ChooseContent.js';
import { RunUpdate } from './RunUpdate.js';

/**
 * /admin/bulk-update-content in three steps: choose the content (filter, ticked rows or pasted
 * ids), choose the change, run it with a progress bar and read the summary (with Undo).
 */
export function BulkUpdateScreen() {
  const [step, setStep] = useState(0);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [chosen, setChosen] = useState<ChosenChange | null>(null);
  // A new run starts from a fresh screen (the finished run's summary stays in history).
  const [run, setRun] = useState(0);
  const restart = () => {
    setSelection(null);
    setChosen(null);
    setStep(0);
    setRun((n) => n + 1);
  };
  const selected = selection ? (selection.kind === 'ids' ? selection.ids.length : selection.total) : 0;
  return (
    <Stepper active={step} onStepClick={(index) => index < step && step < 2 && setStep(index)} allowNextStepsSelect={false} key={run}>
      <Stepper.Step label="Content" description={selection ? `${selected.toLocaleString('en-US')} items` : 'Choose the items'}>
        <ChooseContent
          onChoose={(next) => {
            setSelection(next);
            setStep(1);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label="Change" description={chosen ? 'Chosen' : 'What to change'}>
        <ChooseChange
          initial={chosen?.values ?? null}
          onBack={() => setStep(0)}
          onChoose={(next) => {
            setChosen(next);
            setStep(2);
          }}
        />
      </Stepper.Step>
      <Stepper.Step label="Run" description="Progress and summary">
        {selection && chosen ? <RunUpdate selection={selection} chosen={chosen} onBack={() => setStep(1)} onRestart={restart} /> : null}
      </Stepper.Step>
    </Stepper>
  );
}
