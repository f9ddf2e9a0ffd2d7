import {
  CONTENT_REPORT_TEXT_MAX,
  ContentReportReason,
  type ContentReportContentType,
  contentReportReasonLabels,
  reportContentProblemRequest,
} from '@notebook/contracts';
import { Flag, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Form, SelectField, SubmitButton, TextAreaField } from '@/components/ui/form';
import { useLoggedInUser } from '@/lib/auth-store';
import { useReportContentProblem } from '../api/content-reports';

/** What the reader fills in; the content is fixed by where the button stands. */
const reportFormSchema = reportContentProblemRequest.pick({ reason: true, text: true });

const reasonOptions = ContentReportReason.map((reason) => ({
  value: reason,
  label: contentReportReasonLabels[reason],
}));

type ReportProblemProps = { contentType: ContentReportContentType; contentID: string };

/**
 * The form of an error report (issue 29): a reason and what is wrong (plain text, up to 2,000
 * characters). Sent, it thanks the reader (toast) and calls `onSent`.
 */
export function ReportProblemForm({ contentType, contentID, onSent }: ReportProblemProps & { onSent?: () => void }) {
  const report = useReportContentProblem();
  return (
    <Form
      schema={reportFormSchema}
      aria-label="Report a problem"
      options={{ mode: 'onTouched', defaultValues: { reason: 'WRONG_ANSWER', text: '' } }}
      onSubmit={async (input) => {
        await report.mutateAsync({ contentType, contentID, ...input });
        onSent?.();
      }}
    >
      {({ bind, watch }) => (
        <>
          <SelectField label="Reason" options={reasonOptions} {...bind('reason')} />
          <TextAreaField
            label="What is wrong?"
            rows={5}
            className="min-h-32 resize-y"
            {...bind('text')}
            hint={`${watch('text')?.length ?? 0} / ${CONTENT_REPORT_TEXT_MAX} characters`}
          />
          <div className="flex justify-end">
            <SubmitButton className="w-full sm:w-auto">
              <Send aria-hidden="true" />
              Send report
            </SubmitButton>
          </div>
        </>
      )}
    </Form>
  );
}

/** The "Report a problem" button a note, a question or a KFP case shows; it opens the report form in a dialog. */
export function ReportProblemButton({
  contentType,
  contentID,
  className,
}: ReportProblemProps & { className?: string }) {
  const [open, setOpen] = useState(false);
  // Only a signed-in reader reports (visitors reading free notes and admins do not).
  if (useLoggedInUser()?.user.userType !== 'READER') return null;
  return (
    <>
      <Button type="button" variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
        <Flag aria-hidden="true" />
        Report a problem
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title="Report a problem"
          description="Tell our editors what is wrong. You will see their answer under Your reports on your profile."
        >
          {open && <ReportProblemForm contentType={contentType} contentID={contentID} onSent={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
