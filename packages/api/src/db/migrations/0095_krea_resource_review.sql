-- 0095_krea_resource_review: a Krea resource's language is reviewed before its publication, as a content's is
-- (docs/decisions/0047): a plain Author's "publish" sends it to review (inReview, not visible), an approving author or an
-- admin of the school group approves it (approved, visible: status 1) or sends it back to draft with a comment (kept in
-- comments with resource_id, anchor 'review'). Approving authors and admins publish their own directly.
ALTER TABLE resource_locales ADD COLUMN IF NOT EXISTS review_state text NOT NULL DEFAULT 'draft'
  CHECK (review_state IN ('draft', 'inReview', 'approved'));
UPDATE resource_locales SET review_state = 'approved' WHERE status = 1 AND review_state <> 'approved';
CREATE INDEX IF NOT EXISTS resource_locales_review_idx ON resource_locales(review_state) WHERE review_state = 'inReview';
