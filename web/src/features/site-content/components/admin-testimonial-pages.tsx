import {
  Messages,
  Privileges,
  TestimonialColours,
  saveTestimonialRequest,
  type Testimonial,
} from '@notebook/contracts';
import { Pencil, Upload, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formCard } from '@/components/forms/form-card';
import { AddLink, BackLink, FormActions, ListTable, QueryView } from '@/components/ui/admin-list';
import { Button } from '@/components/ui/button';
import { Form, InputField, SelectField, TextAreaField, numberOrAbsent } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/page-header';
import { Dot } from '@/components/ui/status-dot';
import { statusOptions } from '@/components/ui/name-status-dialog';
import { paths } from '@/config/paths';
import { useHoldsPrivilege } from '@/lib/auth-store';
import {
  uploadTestimonialPhoto,
  uploadedImageSource,
  useSaveTestimonial,
  useTestimonial,
  useTestimonials,
} from '../api/site-content-calls';
import { testimonialColourLabel } from './testimonial-colours';

type PageProps = { title: string; description: string };

const listHref = paths.admin.testimonial.getHref();
const editHref = (testimonialID?: string) =>
  testimonialID
    ? `${paths.admin.testimonialAddEdit.getHref()}?testimonialID=${testimonialID}`
    : paths.admin.testimonialAddEdit.getHref();

/** Whether this admin may add and edit testimonials (spec section 6); the server checks it on every call. */
function useCanEditTestimonials() {
  return useHoldsPrivilege(Privileges.testimonial.addEdit);
}

/** Spec section 4: a testimonial's status is red when inactive, otherwise green. */
function TestimonialStatus({ status }: { status: Testimonial['status'] }) {
  const active = status === 'ACT';
  return (
    <span className="inline-flex items-center gap-2">
      <Dot label={active ? 'Active' : 'Inactive'} tone={active ? 'success' : 'danger'} data-status={status} />
      <span aria-hidden="true" className="text-ink-muted">
        {active ? 'Active' : 'Inactive'}
      </span>
    </span>
  );
}

const cell = 'px-4 py-3 text-ink';

/** /admin/testimonial: every testimonial in the order the home page shows the active ones. */
export function TestimonialsPage({ title, description }: PageProps) {
  const testimonials = useTestimonials();
  const canEdit = useCanEditTestimonials();
  return (
    <section>
      <PageHeader
        title={title}
        description={description}
        actions={canEdit ? <AddLink to={editHref()}>Add Testimonial</AddLink> : undefined}
      />
      <QueryView query={testimonials} isEmpty={(list) => list.length === 0} empty={Messages.noTestimonials}>
        {(list) => (
          <ListTable
            label="Testimonials"
            columns={['Author', 'Testimonial', 'Colour', { label: 'Order', align: 'right' }, 'Status', '']}
            minWidth="min-w-[48rem]"
          >
            {list.map((testimonial) => (
              <tr key={testimonial.testimonialID}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-ink">
                  {testimonial.authorName}
                  {testimonial.authorRole && (
                    <span className="block text-xs font-normal text-ink-muted">{testimonial.authorRole}</span>
                  )}
                </th>
                <td className={`${cell} max-w-96`}>
                  <span className="line-clamp-2">{testimonial.text}</span>
                </td>
                <td className={cell}>{testimonialColourLabel[testimonial.colour]}</td>
                <td className={`${cell} text-right tabular-nums`}>{testimonial.displayOrder}</td>
                <td className={cell}>
                  <TestimonialStatus status={testimonial.status} />
                </td>
                <td className="px-4 py-1.5 text-right">
                  {canEdit && (
                    <Button asChild variant="secondary" size="sm">
                      <Link to={editHref(testimonial.testimonialID)} aria-label={`Edit ${testimonial.authorName}`}>
                        <Pencil aria-hidden="true" /> Edit
                      </Link>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        )}
      </QueryView>
    </section>
  );
}

const colourOptions = TestimonialColours.map((colour) => ({ value: colour, label: testimonialColourLabel[colour] }));

/** /admin/testimonial/add-edit[?testimonialID=]: author, role and place, text, colour, order and status. */
export function TestimonialEditPage({ title, description }: PageProps) {
  const [searchParams] = useSearchParams();
  const testimonialID = searchParams.get('testimonialID');
  const testimonial = useTestimonial(testimonialID);
  return (
    <section className="max-w-2xl">
      <BackLink to={listHref}>Testimonials</BackLink>
      <PageHeader title={title} description={description} />
      {testimonialID ? (
        <QueryView query={testimonial}>{(found) => <TestimonialForm testimonial={found} />}</QueryView>
      ) : (
        <TestimonialForm />
      )}
    </section>
  );
}

function TestimonialForm({ testimonial }: { testimonial?: Testimonial }) {
  const save = useSaveTestimonial();
  const navigate = useNavigate();
  return (
    <Form
      aria-label="Testimonial"
      schema={saveTestimonialRequest}
      options={{
        mode: 'onChange',
        defaultValues: testimonial
          ? {
              testimonialID: testimonial.testimonialID,
              authorName: testimonial.authorName,
              authorRole: testimonial.authorRole ?? '',
              text: testimonial.text,
              colour: testimonial.colour,
              photoURI: testimonial.photoURI ?? '',
              displayOrder: testimonial.displayOrder,
              status: testimonial.status,
            }
          : { authorName: '', authorRole: '', text: '', colour: 'SKY', photoURI: '', status: 'ACT' },
      }}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        await navigate(listHref);
      }}
    >
      {({ bind, watch, setValue }) => (
        <>
          <div className={formCard}>
            <InputField label="Name" autoComplete="off" {...bind('authorName')} />
            <InputField
              label="Role and place"
              autoComplete="off"
              hint="e.g. GP registrar, Ballarat VIC"
              {...bind('authorRole')}
            />
            <TextAreaField label="Testimonial" rows={5} {...bind('text')} />
            <SelectField label="Colour" options={colourOptions} {...bind('colour')} />
            <PhotoField
              photoURI={watch('photoURI') ?? ''}
              onChange={(uri) => setValue('photoURI', uri, { shouldDirty: true, shouldValidate: true })}
            />
            <InputField
              label="Display order"
              type="number"
              inputMode="numeric"
              hint={testimonial ? undefined : 'Leave empty to show it last'}
              {...bind('displayOrder', { setValueAs: numberOrAbsent })}
            />
            <SelectField label="Status" options={statusOptions} {...bind('status')} />
          </div>
          <FormActions cancelTo={listHref} />
        </>
      )}
    </Form>
  );
}

/** The author's photo: uploaded at once (the server checks it is an image), saved with the form; Remove clears it. */
function PhotoField({ photoURI, onChange }: { photoURI: string; onChange: (uri: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const source = uploadedImageSource(photoURI);
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-ink">Photo</span>
      <div className="flex flex-wrap items-center gap-3">
        {source ? (
          <img
            src={source}
            alt="The author, as the home page shows them"
            className="size-14 rounded-full border border-line object-cover"
          />
        ) : (
          <span className="text-sm text-ink-muted">No photo</span>
        )}
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label="Photo file"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            setUploading(true);
            try {
              onChange((await uploadTestimonialPhoto(file)).url);
            } catch {
              // The toast has said why.
            } finally {
              setUploading(false);
            }
          }}
        />
        <Button type="button" variant="secondary" size="sm" disabled={uploading} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" /> {source ? 'Replace photo' : 'Upload photo'}
        </Button>
        {source && (
          <Button type="button" variant="secondary" size="sm" onClick={() => onChange('')}>
            <X aria-hidden="true" /> Remove photo
          </Button>
        )}
      </div>
    </div>
  );
}
