import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from 'shared/ui/base';
import { ArrowDropDownIcon as ArrowDropDown } from 'shared/ui/more';
import type { ErpDocument, InvoiceSearchRequest } from 'shared';
import { LABELS } from '../../../../config/labels';
import { useBulkPdf } from '../../hooks/use-pdf-requests';

interface Props {
  documents: readonly ErpDocument[];
  searchRequest: InvoiceSearchRequest | null;
}

/** docs/product/invoices.md ('Download') with 'All PDFs': one PDF of every listed document (bulk-pdf-request). */
export function DownloadMenu({ documents, searchRequest }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { run, pending } = useBulkPdf();

  const downloadAll = () => {
    setAnchor(null);
    if (searchRequest) void run(searchRequest, documents.map((d) => d.billing_document_number));
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDown />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={pending || !searchRequest}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {LABELS.download}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={downloadAll}>{LABELS.allPdfs}</MenuItem>
      </Menu>
    </>
  );
}
