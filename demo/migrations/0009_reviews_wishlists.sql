-- Product reviews and wishlists, as Magento 2.4.8 Open Source keeps them: a review has
-- one vote on the store's single active rating ('Bewertung', values 1–5) and stays 'pending' until
-- an admin approves it; only approved reviews count and show. A customer has one wishlist (Open
-- Source has no multiple wishlists), created on first use. Times are Unix seconds (UTC).
-- Depends only on 0001/0002 (products 1001–4007, customers 1–4), not on 0008.

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- NULL: written by a guest ('Allow Guests to Write Reviews' is on, Magento's default).
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  nickname TEXT NOT NULL,
  summary TEXT NOT NULL,
  text TEXT NOT NULL,
  rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('approved', 'pending')),
  created_at INTEGER NOT NULL
);
CREATE INDEX reviews_by_product ON reviews (store, product_id, status, created_at);
CREATE INDEX reviews_by_customer ON reviews (store, customer_id, status, created_at);

CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY,
  store TEXT NOT NULL,
  -- One wishlist per customer, even when two first requests create it at once.
  customer_id INTEGER NOT NULL UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  -- Magento's 32 hex characters for the shared-wishlist link.
  sharing_code TEXT NOT NULL UNIQUE,
  updated_at INTEGER NOT NULL
);

CREATE TABLE wishlist_items (
  id INTEGER PRIMARY KEY,
  wishlist_id INTEGER NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- Magento's wishlist qty is a decimal; adding a product already there adds to it.
  quantity REAL NOT NULL CHECK (quantity > 0),
  description TEXT,
  added_at INTEGER NOT NULL,
  UNIQUE (wishlist_id, product_id)
);

-- Approved reviews for most products of each store (none for some), one pending review per
-- store that must not count, and the demo customer's own reviews.
INSERT INTO reviews (store, product_id, customer_id, nickname, summary, text, rating, status, created_at) VALUES
('vitalis', 1001, NULL, 'Petra M.', 'Endlich gute Werte', 'Mein Hausarzt hatte einen Vitamin-D-Mangel festgestellt. Nach drei Monaten mit einer Tablette täglich sind die Werte wieder im Normalbereich. Die Tabletten sind klein und gut zu schlucken.', 5, 'approved', CAST(strftime('%s', '2025-10-04 08:12:00') AS INTEGER)),
('vitalis', 1001, NULL, 'Thomas K.', 'Gut, aber Dose könnte kleiner sein', 'Preis-Leistung stimmt, 120 Tabletten reichen ein Dreivierteljahr. Die Dose ist für die paar Tabletten allerdings ziemlich groß.', 4, 'approved', CAST(strftime('%s', '2025-11-16 19:40:00') AS INTEGER)),
('vitalis', 1001, 1, 'Anna S.', 'Gehört für mich zum Winter dazu', 'Nehme ich jedes Jahr von Oktober bis März. Keine Nebenwirkungen, und die Packung hält lange.', 5, 'approved', CAST(strftime('%s', '2025-12-02 07:05:00') AS INTEGER)),
('vitalis', 1001, NULL, 'Kerstin', 'Merke keinen Unterschied', 'Nehme sie seit sechs Wochen. Einen Unterschied spüre ich bisher nicht, aber das ist bei Vitamin D wohl normal.', 3, 'approved', CAST(strftime('%s', '2026-01-09 12:30:00') AS INTEGER)),
('vitalis', 1001, NULL, 'Jürgen B.', 'Solide', 'Ordentliches Produkt ohne unnötige Zusätze. Versand war schnell.', 4, 'approved', CAST(strftime('%s', '2026-02-21 16:48:00') AS INTEGER)),
('vitalis', 1001, NULL, 'Unzufrieden', 'Zu teuer', 'In der Drogerie gibt es das günstiger.', 1, 'pending', CAST(strftime('%s', '2026-03-01 10:00:00') AS INTEGER)),
('vitalis', 1002, NULL, 'Markus R.', 'Keine Wadenkrämpfe mehr', 'Seit ich abends eine Tablette nehme, sind die nächtlichen Wadenkrämpfe nach dem Laufen verschwunden.', 5, 'approved', CAST(strftime('%s', '2025-09-27 21:15:00') AS INTEGER)),
('vitalis', 1002, NULL, 'Sabine', 'Wirkt, Tabletten recht groß', 'Die Wirkung ist gut, aber die Tabletten sind ziemlich groß. Ich teile sie.', 4, 'approved', CAST(strftime('%s', '2025-11-30 09:02:00') AS INTEGER)),
('vitalis', 1002, NULL, 'Heinz', 'Magen verträgt es nicht', 'Bei mir führt es leider zu Magengrummeln. Für andere mag es passen.', 2, 'approved', CAST(strftime('%s', '2026-01-18 18:27:00') AS INTEGER)),
('vitalis', 1002, 1, 'Anna S.', 'Gute Ergänzung zum Sport', 'Nehme es nach dem Training, bisher sehr zufrieden.', 4, 'pending', CAST(strftime('%s', '2026-03-05 20:10:00') AS INTEGER)),
('vitalis', 1003, NULL, 'Lisa W.', 'Lecker und praktisch', 'Der Zitronengeschmack ist angenehm, nicht zu süß. In der Erkältungszeit immer in der Handtasche.', 5, 'approved', CAST(strftime('%s', '2025-10-22 14:11:00') AS INTEGER)),
('vitalis', 1003, NULL, 'Frank', 'Gut, schmeckt etwas künstlich', 'Erfüllt seinen Zweck, der Geschmack ist mir etwas zu künstlich.', 4, 'approved', CAST(strftime('%s', '2026-02-03 08:45:00') AS INTEGER)),
('vitalis', 1004, NULL, 'Veganerin', 'Okay, Pipette tropft nach', 'Als Veganerin brauche ich B12 und die Tropfen sind praktisch. Die Pipette tropft allerdings oft nach.', 3, 'approved', CAST(strftime('%s', '2025-12-12 11:20:00') AS INTEGER)),
('vitalis', 1005, NULL, 'Dieter H.', 'Kein Aufstoßen', 'Endlich ein Fischöl ohne fischiges Aufstoßen. Die Kapseln sind gut zu schlucken.', 5, 'approved', CAST(strftime('%s', '2025-11-05 07:55:00') AS INTEGER)),
('vitalis', 1005, NULL, 'Monika', 'Kaufe ich wieder', 'Gute Qualität, nachhaltiger Fischfang war mir wichtig.', 5, 'approved', CAST(strftime('%s', '2026-01-27 17:33:00') AS INTEGER)),
('vitalis', 1006, NULL, 'Claudia F.', 'Gut verträglich', 'Anders als andere Eisenpräparate verursacht es bei mir keine Verstopfung. Schade, dass es gerade nicht lieferbar ist.', 4, 'approved', CAST(strftime('%s', '2025-10-30 13:03:00') AS INTEGER)),

('litozin', 2001, NULL, 'Gerda', 'Knie wieder beweglicher', 'Ich nehme das Pulver seit vier Monaten ins Müsli. Morgens ist das Knie deutlich weniger steif.', 5, 'approved', CAST(strftime('%s', '2025-09-14 09:10:00') AS INTEGER)),
('litozin', 2001, 2, 'Lena F.', 'Für meine Mutter gekauft', 'Meine Mutter ist begeistert und hat schon nachbestellt.', 5, 'approved', CAST(strftime('%s', '2025-11-08 15:22:00') AS INTEGER)),
('litozin', 2001, NULL, 'Wolfgang S.', 'Geschmack gewöhnungsbedürftig', 'Wirkt, aber pur schmeckt es recht herb. Im Joghurt geht es gut.', 4, 'approved', CAST(strftime('%s', '2025-12-19 10:41:00') AS INTEGER)),
('litozin', 2001, NULL, 'Ute', 'Bei mir keine Wirkung', 'Nach zwei Dosen merke ich leider keine Besserung.', 2, 'approved', CAST(strftime('%s', '2026-02-11 19:05:00') AS INTEGER)),
('litozin', 2001, NULL, 'Anonym', 'Test', 'Test', 3, 'pending', CAST(strftime('%s', '2026-03-02 08:00:00') AS INTEGER)),
('litozin', 2002, NULL, 'Sportlerin', 'Gute Kapseln', 'Nehme die Kapseln begleitend zum Lauftraining, die Gelenke fühlen sich besser an.', 4, 'approved', CAST(strftime('%s', '2025-10-11 06:50:00') AS INTEGER)),
('litozin', 2002, NULL, 'Bernd', 'Teuer', 'Wirkung okay, aber für den Preis hätte ich mehr erwartet.', 3, 'approved', CAST(strftime('%s', '2026-01-05 20:14:00') AS INTEGER)),
('litozin', 2003, NULL, 'Ingrid', 'Praktisch auf Reisen', 'Die Kapseln nehme ich mit in den Urlaub, wenn das Pulver zu umständlich ist.', 5, 'approved', CAST(strftime('%s', '2025-12-01 12:00:00') AS INTEGER)),
('litozin', 2004, NULL, 'Hans-Peter', 'Ampullen schwer zu öffnen', 'Inhalt gut, aber die Ampullen lassen sich mit steifen Fingern schlecht öffnen.', 3, 'approved', CAST(strftime('%s', '2025-11-21 16:35:00') AS INTEGER)),
('litozin', 2004, NULL, 'Renate', 'Schmeckt fruchtig', 'Angenehmer Geschmack, ich trinke die Ampulle morgens zum Frühstück.', 4, 'approved', CAST(strftime('%s', '2026-02-14 08:20:00') AS INTEGER)),
('litozin', 2006, NULL, 'Klaus', 'Nicht meins', 'Die Tabletten sind sehr groß und ich habe keine Veränderung bemerkt.', 2, 'approved', CAST(strftime('%s', '2026-01-23 21:48:00') AS INTEGER)),

('queisser', 3001, NULL, 'Brigitte', 'Seit Jahren treu', 'Nehme A–Z Depot seit Jahren, eine Tablette am Morgen und fertig.', 5, 'approved', CAST(strftime('%s', '2025-10-02 07:30:00') AS INTEGER)),
('queisser', 3001, 3, 'Jonas W.', 'Gutes Basisprodukt', 'Solides Multivitamin zum fairen Preis, besonders im Angebot.', 4, 'approved', CAST(strftime('%s', '2025-12-15 18:00:00') AS INTEGER)),
('queisser', 3001, NULL, 'Helga', 'Gut, Tablette groß', 'Die Tablette ist recht groß, sonst bin ich zufrieden.', 4, 'approved', CAST(strftime('%s', '2026-02-06 09:55:00') AS INTEGER)),
('queisser', 3001, NULL, 'Spam', 'Billig kaufen', 'Hier klicken!', 1, 'pending', CAST(strftime('%s', '2026-03-03 03:03:00') AS INTEGER)),
('queisser', 3002, NULL, 'Rainer', 'Gute Kapseln', 'Kein Fischgeschmack, gut zu schlucken.', 4, 'approved', CAST(strftime('%s', '2025-11-12 13:13:00') AS INTEGER)),
('queisser', 3002, NULL, 'Elke', 'Sehr zufrieden', 'Meine Blutfettwerte haben sich verbessert, der Arzt war zufrieden.', 5, 'approved', CAST(strftime('%s', '2026-01-30 10:10:00') AS INTEGER)),
('queisser', 3003, NULL, 'Julia', 'Okay in der Schwangerschaft', 'Auf Empfehlung der Frauenärztin genommen. Verträglich, aber kein Wundermittel.', 3, 'approved', CAST(strftime('%s', '2025-12-28 11:45:00') AS INTEGER)),
('queisser', 3004, NULL, 'Radler68', 'Hilft beim Radfahren', 'Keine Krämpfe mehr auf langen Touren. Das Depot wirkt bei mir den ganzen Tag.', 5, 'approved', CAST(strftime('%s', '2025-09-19 17:17:00') AS INTEGER)),
('queisser', 3004, NULL, 'Gisela', 'Gut', 'Macht was es soll.', 4, 'approved', CAST(strftime('%s', '2026-02-25 08:08:00') AS INTEGER)),
('queisser', 3007, NULL, 'Werner', 'Schwer zu beurteilen', 'Ob es den Augen hilft, kann ich nach zwei Monaten noch nicht sagen.', 4, 'approved', CAST(strftime('%s', '2025-11-02 19:19:00') AS INTEGER)),
('queisser', 3007, NULL, 'Ursula', 'Kapseln kleben zusammen', 'Die Kapseln kleben in der Packung aneinander, das ist ärgerlich.', 2, 'approved', CAST(strftime('%s', '2026-01-14 14:14:00') AS INTEGER)),
('queisser', 3008, NULL, 'Familie Kraus', 'Die Kinder mögen es', 'Schmeckt wie Orangenlimonade, sogar die Kinder trinken es gern mit.', 5, 'approved', CAST(strftime('%s', '2025-12-07 16:16:00') AS INTEGER)),

('stozzon', 4001, NULL, 'Michael', 'Wirkt zuverlässig', 'Nach Knoblauch oder Zwiebeln nehme ich zwei Dragees, danach ist Ruhe. Seit Jahren im Haus.', 5, 'approved', CAST(strftime('%s', '2025-10-09 12:12:00') AS INTEGER)),
('stozzon', 4001, 4, 'Marie B.', 'Mein Geheimtipp', 'Vor jedem Kundentermin nehme ich zwei Dragees – klappt prima.', 5, 'approved', CAST(strftime('%s', '2025-12-20 08:30:00') AS INTEGER)),
('stozzon', 4001, NULL, 'Stefan', 'Geht so', 'Hilft etwas, aber nicht so stark wie erhofft.', 3, 'approved', CAST(strftime('%s', '2026-02-08 20:20:00') AS INTEGER)),
('stozzon', 4001, NULL, 'Gast', 'Zu grün', 'Die Zunge wird grün!', 2, 'pending', CAST(strftime('%s', '2026-03-04 09:09:00') AS INTEGER)),
('stozzon', 4002, NULL, 'Andrea', 'Gut für den Bauch', 'Nach schweren Mahlzeiten fühle ich mich deutlich weniger aufgebläht.', 4, 'approved', CAST(strftime('%s', '2025-11-18 13:31:00') AS INTEGER)),
('stozzon', 4002, NULL, 'Peter L.', 'Ordentlich', 'Wirkt bei mir gut, die Kapseln sind allerdings recht groß.', 4, 'approved', CAST(strftime('%s', '2026-01-11 07:07:00') AS INTEGER)),
('stozzon', 4003, NULL, 'Nadine', 'Frischer Atem unterwegs', 'Kleine Dose, passt in jede Tasche. Angenehm minzig.', 5, 'approved', CAST(strftime('%s', '2025-12-03 15:15:00') AS INTEGER)),
('stozzon', 4005, NULL, 'Horst', 'Viel Wasser trinken', 'Wirkt gut, man muss aber wirklich viel dazu trinken. Geschmacklich neutral.', 3, 'approved', CAST(strftime('%s', '2025-10-25 10:25:00') AS INTEGER)),
('stozzon', 4005, NULL, 'Sonja', 'Verdauung wieder regelmäßig', 'Seit ich jeden Morgen einen Teelöffel ins Wasser rühre, klappt es wieder. Top.', 5, 'approved', CAST(strftime('%s', '2026-02-17 06:45:00') AS INTEGER)),
('stozzon', 4007, NULL, 'Birgit', 'Angenehm im Geschmack', 'Löst sich gut auf und schmeckt leicht zitronig. Ich nehme es abends.', 4, 'approved', CAST(strftime('%s', '2026-01-20 21:00:00') AS INTEGER));

-- The demo customer's wishlist in every store: one product in stock and one out of stock (so
-- addWishlistItemsToCart shows Magento's user error for it and keeps it in the wishlist).
INSERT INTO wishlists (id, store, customer_id, sharing_code, updated_at) VALUES
(1, 'vitalis', 1, '3f7c2a9e1b8d4c6f0a5e9d2b7c1f4a8e', CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER)),
(2, 'litozin', 2, '8b1e6d3f0c9a4e7b2d5f8a1c6e3b9d0f', CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER)),
(3, 'queisser', 3, 'c4a9f2e7d1b6083e5a9c4f7b2e1d6a3c', CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER)),
(4, 'stozzon', 4, 'e2d7b4a1f9c6305e8b2d7a4f1c9e6b3d', CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER));

INSERT INTO wishlist_items (wishlist_id, product_id, quantity, description, added_at) VALUES
(1, 1002, 1, NULL, CAST(strftime('%s', '2026-02-12 20:15:00') AS INTEGER)),
(1, 1006, 2, 'Für Mama, wenn wieder lieferbar', CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER)),
(2, 2002, 1, NULL, CAST(strftime('%s', '2026-02-12 20:15:00') AS INTEGER)),
(2, 2005, 1, NULL, CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER)),
(3, 3007, 2, NULL, CAST(strftime('%s', '2026-02-12 20:15:00') AS INTEGER)),
(3, 3005, 1, NULL, CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER)),
(4, 4005, 1, NULL, CAST(strftime('%s', '2026-02-12 20:15:00') AS INTEGER)),
(4, 4004, 1, NULL, CAST(strftime('%s', '2026-02-20 18:00:00') AS INTEGER));
