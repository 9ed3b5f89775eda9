-- A visit keeps its treatment's full price (issue 50, decision 005); what was paid online is what its payments say.
-- Visits booked before kept the online deposit as their price, so the desk would see nothing due on them: those not
-- yet over, of a treatment that still takes that deposit, take the treatment's price. Only the price changes, so no
-- visit event is written (clinic_visit_change counts none).
UPDATE "appointments" AS a
   SET "price_minor" = t."price_minor"
  FROM "treatments" AS t
 WHERE t."tenant_id" = a."tenant_id"
   AND t."id" = a."treatment_id"
   AND t."force_pay"
   AND t."min_force_payment_minor" IS NOT NULL
   AND t."price_minor" > t."min_force_payment_minor"
   AND a."price_minor" = t."min_force_payment_minor"
   AND a."status" = 'active'
   AND a."ends_at" > now();
