import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

type QuestionStepperProps = {
  /** The question shown, as the session and sitting calls give it: its number and the paper's length. */
  at: { questionNo: number; noOfQuestions: number };
  onMove: (questionNo: number) => void;
  className?: string;
};

/** Previous / Next under a question, each off at its end of the paper. */
export function QuestionStepper({ at: { questionNo, noOfQuestions }, onMove, className }: QuestionStepperProps) {
  return (
    <nav aria-label="Question" className={cn('flex justify-between gap-2', className)}>
      <Button variant="secondary" disabled={questionNo <= 1} onClick={() => onMove(questionNo - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Button variant="secondary" disabled={questionNo >= noOfQuestions} onClick={() => onMove(questionNo + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
