// The document jobs (server/src/jobs) still read this date helper from here; the tender row is shared code.
export { toDateOnly } from '../../shared/tenders/tender-row';
