-- Reviews per store view: Magento shows a review in the store views it belongs to
-- (review_store), and a review written through GraphQL belongs to the view it was written in;
-- the rating summary and count are the view's too. The demo's reviews so far are German ones of
-- each brand's German view.
ALTER TABLE reviews ADD COLUMN store_view TEXT NOT NULL DEFAULT '';
UPDATE reviews SET store_view = store || '_de';
CREATE INDEX reviews_by_view_product ON reviews (store_view, product_id, status, created_at);
CREATE INDEX reviews_by_view_customer ON reviews (store_view, customer_id, status, created_at);
