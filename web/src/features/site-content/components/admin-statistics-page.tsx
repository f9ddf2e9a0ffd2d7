import { Messages, Privileges } from '@notebook/contracts';
import { Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useHoldsPrivilege } from '@/lib/auth-store';
import { formatDateTime } from '@/lib/format-date';
import { imageSource, useStatisticsImage, useUploadStatisticsImage } from '../api/site-content-calls';

/** The types the server accepts (it checks the magic bytes, not this). */
const IMAGE_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * /admin/statistics: the pass-rate infographic the public home page shows; admins with the
 * statistics add/edit privilege upload or replace it ('Successfully uploaded').
 */
export function StatisticsPage({ title, description }: { title: string; description: string }) {
  const image = useStatisticsImage();
  const canUpload = useHoldsPrivilege(Privileges.statistics.addEdit);
  return (
    <section className="max-w-3xl">
      <PageHeader
        title={title}
        description={description}
        actions={canUpload ? <UploadButton replacing={!!image.data?.imageURI} /> : undefined}
      />
      <QueryView query={image} isEmpty={(found) => !found.imageURI} empty={Messages.noStatisticsImage}>
        {(found) => (
          <figure className="overflow-hidden rounded-2xl border border-line bg-surface shadow-xs">
            <img src={imageSource(found)!} alt="Pass rates shown on the home page" className="h-auto w-full" />
            {found.uploadedAt && (
              <figcaption className="border-t border-line px-4 py-3 text-sm text-ink-muted">
                Uploaded {formatDateTime(new Date(found.uploadedAt))}
              </figcaption>
            )}
          </figure>
        )}
      </QueryView>
    </section>
  );
}

/** A button that opens the file picker; the chosen image is sent at once. */
function UploadButton({ replacing }: { replacing: boolean }) {
  const upload = useUploadStatisticsImage();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label="Statistics image file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) upload.mutate(file);
        }}
      />
      <Button type="button" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Upload aria-hidden="true" className="size-4" />
        {replacing ? 'Replace image' : 'Upload image'}
      </Button>
    </>
  );
}
